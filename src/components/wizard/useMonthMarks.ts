'use client'

import { useEffect, useState } from 'react'

import type { MonthAvailabilityResponse } from '@booking/contract'
import { bookingApi } from '@booking/contract'

type Marks = MonthAvailabilityResponse['days']

// One request per month and package while the page is open: paging back costs nothing.
const seen = new Map<string, Marks>()

/** The shown month's fully and partly booked days (empty until the server answers). */
export function useMonthMarks(month: string | null, packageName?: string): Marks {
  const key = `${month}|${packageName ?? ''}`
  const [marks, setMarks] = useState<{ key: string; days: Marks } | null>(null)
  useEffect(() => {
    if (!month || seen.has(key)) return
    const ctrl = new AbortController()
    void bookingApi.month({ query: { month, packageName } }, { signal: ctrl.signal }).then((r) => {
      if (!r.ok) return
      seen.set(key, r.data.days)
      setMarks({ key, days: r.data.days })
    })
    return () => ctrl.abort()
  }, [key, month, packageName])
  return seen.get(key) ?? (marks?.key === key ? marks.days : {})
}
