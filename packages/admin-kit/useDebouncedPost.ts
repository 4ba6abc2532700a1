'use client'

import { useEffect, useEffectEvent } from 'react'

import { apiRequest, type ApiResult } from '@api-client'

/**
 * POSTs `body` to `path` `ms` after it last changed (nothing while it is null), aborting the
 * request it replaces. `onAnswer` gets each readable answer; an aborted or offline request (no
 * answer to read) is dropped, so whatever the screen shows stays.
 */
export function useDebouncedPost<T>(
  path: string,
  body: object | null,
  onAnswer: (answer: ApiResult<T>) => void,
  ms = 300,
) {
  const key = JSON.stringify(body)
  const answer = useEffectEvent(onAnswer)
  useEffect(() => {
    if (key === 'null') return
    const ctrl = new AbortController()
    const timer = setTimeout(() => {
      void apiRequest<T>(path, { body: JSON.parse(key), signal: ctrl.signal }).then((r) => {
        if (r.ok || r.body) answer(r)
      })
    }, ms)
    return () => {
      clearTimeout(timer)
      ctrl.abort()
    }
  }, [path, key, ms])
}
