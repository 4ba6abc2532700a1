'use client'

import { useEffect, useState } from 'react'

import { bookingApi, type BoothAvailability as Availability } from '../contract'

export type { Availability }

/** Which booths are free at a date and time, re-read (and the stale read aborted) as they change. */
export function useBoothAvailability(date: string, time: string) {
  const [availability, setAvailability] = useState<Availability | null>(null)
  useEffect(() => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return
    const ctrl = new AbortController()
    void bookingApi
      .availability({ query: { date, time } }, { signal: ctrl.signal })
      .then((r) => r.ok && setAvailability(r.data))
    return () => ctrl.abort()
  }, [date, time])
  return availability
}
