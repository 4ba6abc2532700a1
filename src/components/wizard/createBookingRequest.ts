import type { ApiErrorBody } from '@booking/contract'

import { bookingApi } from '@booking/contract'
import { classifyBookingError } from './bookingErrors'
import { msg } from './messages'
import type { WizardState } from './types'
import type { CreateResult } from './useCreateBooking'

/**
 * POST /api/bookings from the wizard's state, its failure worded for the visitor. Fetched on
 * step 4's Continue (useCreateBooking): the error wording is not in step 1's start-up JS.
 */
export async function createBookingRequest(
  s: WizardState,
  sessionId: () => string,
): Promise<CreateResult> {
  const c = s.bookingFormData
  if (!c || !s.selectedPackage || !s.selectedDate || !s.selectedTime)
    return {
      ok: false,
      failure: { kind: 'other', title: msg.bookingFailed, message: msg.missingInfo },
    }
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
}
