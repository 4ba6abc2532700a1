import type { Failure } from '@server-kit'

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

export type ActionFailure = Failure<BookingActionCode>

export const bookingActionErrors = {
  not_found: { status: 404, message: 'Booking not found.' },
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
} satisfies Record<BookingActionCode, { status: number; message: string }>

/** An old-style quote failure (status + message + field) as a domain failure. */
export function fromQuoteFailure(f: {
  status: number
  message: string
  field: string
}): ActionFailure {
  const code: BookingActionCode =
    f.status === 409 ? 'slot_taken' : f.status === 400 ? 'invalid_input' : 'quote_rejected'
  return { ok: false, code, message: f.message, field: f.field }
}
