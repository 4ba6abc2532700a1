'use client'

import { useEffect, useState } from 'react'

import type { PublicBooking } from '@booking/contract'
import { api, ApiError } from '@/lib/api'
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
    api<{ status: string; email?: string; agreement?: PublicBooking['agreement'] }>(
      `/api/bookings/${id}?token=${encodeURIComponent(token)}`,
    )
      .then((b) => {
        if (cancelled) return
        if (!b.email || !isPendingPayment(b.status))
          setState({ status: 'failed', message: msg.bookingNotInDb })
        else setState({ status: 'ok', agreement: b.agreement ?? null })
      })
      .catch(
        (error) =>
          !cancelled &&
          setState({
            status: 'failed',
            message: error instanceof ApiError ? msg.bookingNotInDb : msg.cannotVerify,
          }),
      )
    return () => {
      cancelled = true
    }
  }, [id, token])
  return !id || !token ? NO_RECORD : verified
}
