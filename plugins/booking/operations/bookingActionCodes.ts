import type { Failure } from '@server-kit'

import { bookingErrors } from '../messages'

/** Domain failures of the booking actions; endpoints map them to HTTP in one table. */
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

export type ActionFailure = Failure<BookingActionCode>

export const bookingActionErrors = {
  not_found: bookingErrors.not_found,
  slot_taken: {
    status: 409,
    message: 'That time is no longer available for this booking. Choose another time.',
  },
  invalid_input: { status: 400, message: 'Validation error: invalid request' },
  not_allowed_in_status: {
    status: 409,
    message: 'This action is not possible in the booking’s current status.',
  },
  amount_too_large: { status: 422, message: 'The amount is more than the balance left to pay.' },
  override_not_allowed: { status: 403, message: 'Only staff can override the refund.' },
  refund_failed: {
    status: 502,
    message: 'The payment service did not accept the refund. Nothing was changed; try again.',
  },
  quote_rejected: { status: 422, message: 'The booking details were not accepted.' },
  reschedule_limit: {
    status: 409,
    message: 'This booking has used its free reschedule. Please call us to change the date again.',
  },
  payment_processing: {
    status: 409,
    message:
      'A payment on this booking is still being processed. Please try again once it has cleared, or call us.',
  },
  modify_window_closed: {
    status: 409,
    message:
      'Changes online close 7 days before the event. Please call us and we will do our best to help.',
  },
  booking_changed: {
    status: 409,
    message:
      'This booking changed while you were looking at it. Please review the new price and confirm again.',
  },
  no_change: {
    status: 422,
    message: 'Nothing was changed: choose a different package, backdrop or add-ons.',
  },
} satisfies Record<BookingActionCode, { status: number; message: string }>

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
