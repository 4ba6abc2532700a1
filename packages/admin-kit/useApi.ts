'use client'

import { useCallback, useEffect, useEffectEvent, useState } from 'react'

import type { ApiFailure, ApiResult } from '@api-client'

export type ApiState<T, C extends string> = {
  /** The answer to the current key; null while it loads (or when there is no key). */
  result: ApiResult<T, C> | null
  /** The latest answer to any key: what to keep showing while the next one loads. */
  last: ApiResult<T, C> | null
  loading: boolean
  data: T | null
  /** The latest successful answer's data, kept through later failures. */
  lastData: T | null
  failure: ApiFailure<C> | null
  /** Asks again for the same key (a retry button). */
  reload: () => void
}

/**
 * One read through the route table for `key` (null: nothing to read), `delayMs` after the key last
 * changed; a changed key aborts the request it replaces. Loading is derived from whether the
 * answer matches the key, so no state is set inside the effect itself (React's hooks lint).
 * Browser (wizard, manage page) and admin views share it; it reaches no DOM API but AbortController.
 */
export function useApi<T, C extends string = string>(
  key: string | null,
  request: (signal: AbortSignal) => Promise<ApiResult<T, C>>,
  { delayMs = 0 }: { delayMs?: number } = {},
): ApiState<T, C> {
  const [attempt, setAttempt] = useState(0)
  const current = key === null ? null : `${attempt}\u0000${key}`
  type Answer = { key: string; result: ApiResult<T, C>; lastData: T | null }
  const [answer, setAnswer] = useState<Answer | null>(null)
  const send = useEffectEvent(request)
  useEffect(() => {
    if (current === null) return
    const ctrl = new AbortController()
    const timer = setTimeout(() => {
      void send(ctrl.signal).then((result) => {
        if (ctrl.signal.aborted) return
        setAnswer((prev) => ({
          key: current,
          result,
          lastData: result.ok ? result.data : (prev?.lastData ?? null),
        }))
      })
    }, delayMs)
    return () => {
      clearTimeout(timer)
      ctrl.abort()
    }
  }, [current, delayMs])
  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  const result = answer && answer.key === current ? answer.result : null
  return {
    result,
    last: answer?.result ?? null,
    loading: current !== null && result === null,
    data: result?.ok ? result.data : null,
    lastData: answer?.lastData ?? null,
    failure: result && !result.ok ? result : null,
    reload,
  }
}
