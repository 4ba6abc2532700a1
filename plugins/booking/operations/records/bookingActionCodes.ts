import type { Failure } from '@server-kit'

import { bookingErrors } from '../../messages'

/** Domain failures of the booking actions; endpoints map them to HTTP in one table
 * (endpoints/bookingActionErrors.ts). */
export type BookingActionCode =
  | 'not_found'
  | 'slot_taken'
  | 'invalid_input'
  | 'not_allowed_in_status'
  | 'amount_too_large'
  | 'override_not_allowed'
  | 'refund_failed'
  | 'quote_rejected'
  | 'reschedule_limit'
  | 'payment_processing'
  | 'modify_window_closed'
  | 'booking_changed'
  | 'no_change'
  | 'customer_consent_required'
  | 'autopay_off_by_customer'
  | 'instalment_changed'

export type ActionFailure = Failure<BookingActionCode>

/** A pricing or booking failure (its own code and wording) as a booking action failure. */
export function fromQuoteFailure(f: {
  code: string
  message?: string
  field?: string
}): ActionFailure {
  const code: BookingActionCode =
    f.code === 'slot_taken'
      ? 'slot_taken'
      : f.code === 'event_date_invalid' || f.code === 'start_time_invalid'
        ? 'invalid_input'
        : 'quote_rejected'
  const message =
    f.message ?? (bookingErrors as Record<string, { message: string }>)[f.code]?.message
  return { ok: false, code, field: f.field, ...(message ? { message } : {}) }
}
