'use client'

import { useEffect, useState } from 'react'

import type { PublicBooking } from '@booking/contract'
import { bookingApi } from '@booking/contract'
import { isPendingPayment } from '@booking/rules'
import { msg } from '../messages'

type Verified =
  | { status: 'checking' }
  | { status: 'ok'; agreement: PublicBooking['agreement'] }
  | { status: 'failed'; message: string }

/** The spec checks the booking record exists (and is still awaiting payment) before showing payment. */
const NO_RECORD: Verified = { status: 'failed', message: msg.noBookingRecord }

export function useVerifiedBooking(booking: { id: number; accessToken: string } | null): Verified {
  const [verified, setState] = useState<Verified>(
    booking ? { status: 'checking' } : { status: 'failed', message: msg.noBookingRecord },
  )
  const id = booking?.id
  const token = booking?.accessToken
  useEffect(() => {
    if (!id || !token) return
    let cancelled = false
    void bookingApi.owned({ id, query: { token } }).then((r) => {
      if (cancelled) return
      // A refusal (404: no such booking for this token) or no answer at all (network).
      if (!r.ok)
        return setState({
          status: 'failed',
          message: r.status ? msg.bookingNotInDb : msg.cannotVerify,
        })
      const b = r.data
      if (!b.email || !isPendingPayment(b.status))
        setState({ status: 'failed', message: msg.bookingNotInDb })
      else setState({ status: 'ok', agreement: b.agreement ?? null })
    })
    return () => {
      cancelled = true
    }
  }, [id, token])
  return !id || !token ? NO_RECORD : verified
}
