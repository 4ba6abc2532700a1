'use client'

import { useEffect, useState } from 'react'

import { bookingApi } from '@booking/contract'

const RETRY_MS = 5000

/**
 * Winnipeg's date as the server reads it (the browser does no zone math; the booking page is
 * static, so it is asked for once the wizard opens). Null until the server answers.
 */
export function useServerToday(): string | null {
  const [today, setToday] = useState<string | null>(null)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const ctrl = new AbortController()
    const ask = async () => {
      const r = await bookingApi.today({}, { signal: ctrl.signal, cache: 'no-store' })
      if (r.ok) setToday(r.data.today)
      else if (!ctrl.signal.aborted) timer = setTimeout(ask, RETRY_MS)
    }
    void ask()
    return () => {
      ctrl.abort()
      clearTimeout(timer)
    }
  }, [])
  return today
}
