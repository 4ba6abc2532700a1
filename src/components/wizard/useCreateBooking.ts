'use client'

import { useCallback, useRef, useState } from 'react'

import { clientErrors } from '@api-client'
import type { CreatedBooking as Created } from '@booking/contract'

import type { BookingFailure } from './bookingErrors'
import { firstStepMsg } from './firstStepMessages'
import type { WizardState } from './types'

export type CreatedBooking = Pick<Created, 'id' | 'accessToken'>
export type CreateResult =
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
    async (s: WizardState): Promise<CreateResult> => {
      if (inFlight.current) return { ok: false, busy: true }
      inFlight.current = true
      setCreating(true)
      try {
        // Offline when the code is fetched: said as a failed request would be.
        const code = await import('./createBookingRequest').catch(() => null)
        if (!code) {
          const message = clientErrors.network_error
          return {
            ok: false,
            failure: { kind: 'other', title: firstStepMsg.bookingFailed, message },
          }
        }
        return await code.createBookingRequest(s, sessionId)
      } finally {
        inFlight.current = false
        setCreating(false)
      }
    },
    [sessionId],
  )
  return { create, creating }
}
