'use client'

import { useCallback, useEffect, useState } from 'react'

import { api } from '@/lib/api'

export type AvailabilityState = 'none' | 'checking' | 'available' | 'unavailable' | 'error'

/** The spec's availability states; any change of date or time resets to 'none' before the next check. */
export function useAvailability(
  date: string | null,
  time: string | null,
  packageName: string | undefined,
) {
  const [state, setState] = useState<AvailabilityState>('none')
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    setState('none')
    if (!date || !time) return
    const controller = new AbortController()
    setState('checking')
    const query = new URLSearchParams({ date, time, ...(packageName ? { packageName } : {}) })
    api<{ booth1: boolean; booth2: boolean }>(`/api/calendar/availability?${query}`, {
      signal: controller.signal,
    })
      .then((r) => setState(r.booth1 || r.booth2 ? 'available' : 'unavailable'))
      .catch((error) => {
        if (controller.signal.aborted) return
        console.warn('availability check failed', error)
        setState('error')
      })
    return () => controller.abort()
  }, [date, time, packageName, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
