'use client'

import { useCallback, useRef, useState } from 'react'

import type { ApiErrorBody, CreatedBooking as Created } from '@booking/contract'

import { bookingApi } from '@booking/contract'
import { classifyBookingError, type BookingFailure } from './bookingErrors'
import { msg } from './messages'
import type { WizardState } from './types'

export type CreatedBooking = Pick<Created, 'id' | 'accessToken'>
type Result =
  | { ok: true; booking: CreatedBooking }
  | { ok: false; failure: BookingFailure }
  | { ok: false; busy: true }

/** What the booking was made from: a booking made from other selections must be made again. */
export const bookingKey = (s: WizardState) =>
  JSON.stringify([
    s.bookingFormData,
    s.selectedPackage,
    s.selectedDate,
    s.selectedTime,
    s.selectedBackdrop,
    s.addOnQuantities,
  ])

/** POST /api/bookings, one request at a time (a second call while one is in flight is refused). */
export function useCreateBooking(sessionId: () => string) {
  const inFlight = useRef(false)
  const [creating, setCreating] = useState(false)

  const create = useCallback(
    async (s: WizardState): Promise<Result> => {
      if (inFlight.current) return { ok: false, busy: true }
      const c = s.bookingFormData
      if (!c || !s.selectedPackage || !s.selectedDate || !s.selectedTime)
        return {
          ok: false,
          failure: { kind: 'other', title: msg.bookingFailed, message: msg.missingInfo },
        }
      inFlight.current = true
      setCreating(true)
      try {
        const r = await bookingApi.create({
          body: {
            ...c,
            packageId: s.selectedPackage,
            eventDate: s.selectedDate,
            eventTime: s.selectedTime,
            backdropId: s.selectedBackdrop,
            selectedAddOns: Object.keys(s.addOnQuantities).map(Number),
            addOnQuantities: s.addOnQuantities,
            paymentType: s.paymentType === 'plan' ? 'deposit' : s.paymentType,
            sessionId: sessionId() || undefined,
          },
        })
        if (r.ok) return { ok: true, booking: { id: r.data.id, accessToken: r.data.accessToken } }
        // The server's error body (its code, message and booking status); none when no answer came.
        const body = r.status ? ((r.body ?? null) as Partial<ApiErrorBody> | null) : undefined
        return { ok: false, failure: classifyBookingError(body) }
      } finally {
        inFlight.current = false
        setCreating(false)
      }
    },
    [sessionId],
  )
  return { create, creating }
}
