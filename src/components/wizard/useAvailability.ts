'use client'

import { useCallback, useEffect, useState } from 'react'

import { bookingApi } from '@booking/contract'

export type AvailabilityState = 'none' | 'checking' | 'available' | 'unavailable' | 'error'

/** The spec's availability states; any change of date or time resets to 'none' before the next check. */
export function useAvailability(
  date: string | null,
  time: string | null,
  packageName: string | undefined,
) {
  const [attempt, setAttempt] = useState(0)
  // Each answer is kept with the check it answers, so a changed date or time reads 'checking'
  // (or 'none') at once, without resetting state in the effect.
  const check = date && time ? JSON.stringify([date, time, packageName, attempt]) : null
  const [answer, setAnswer] = useState<{ check: string; state: AvailabilityState } | null>(null)
  const state: AvailabilityState = !check
    ? 'none'
    : answer?.check === check
      ? answer.state
      : 'checking'
  useEffect(() => {
    if (!check || !date || !time) return
    const controller = new AbortController()
    const setState = (s: AvailabilityState) => setAnswer({ check, state: s })
    const query = { date, time, packageName }
    void bookingApi.availability({ query }, { signal: controller.signal }).then((r) => {
      if (r.ok) return setState(r.data.booth1 || r.data.booth2 ? 'available' : 'unavailable')
      if (controller.signal.aborted) return
      console.warn('availability check failed', r)
      setState('error')
    })
    return () => controller.abort()
  }, [check, date, time, packageName])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
