'use client'

import { useEffect, useEffectEvent } from 'react'

import type { ApiResult } from '@api-client'

/**
 * Sends `body` through `send` (a route table's call) `ms` after it last changed (nothing while it
 * is null), aborting the request it replaces. `onAnswer` gets each readable answer; an aborted or
 * offline request (no answer to read) is dropped, so whatever the screen shows stays.
 */
export function useDebouncedPost<T, B extends object = object>(
  send: (body: B, signal: AbortSignal) => Promise<ApiResult<T>>,
  body: B | null,
  onAnswer: (answer: ApiResult<T>) => void,
  ms = 300,
) {
  const key = JSON.stringify(body)
  const answer = useEffectEvent(onAnswer)
  const post = useEffectEvent(send)
  useEffect(() => {
    if (key === 'null') return
    const ctrl = new AbortController()
    const timer = setTimeout(() => {
      void post(JSON.parse(key), ctrl.signal).then((r) => {
        if (r.ok || r.body) answer(r)
      })
    }, ms)
    return () => {
      clearTimeout(timer)
      ctrl.abort()
    }
  }, [key, ms])
}
