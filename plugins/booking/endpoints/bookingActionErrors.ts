import { bookingErrors } from '../messages'
import type { BookingActionCode } from '../operations/records/bookingActionCodes'

/** The HTTP status and message of each booking action failure, for the endpoints. */
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
  customer_consent_required: {
    status: 409,
    message:
      'The customer turned automatic payments off. Record how and when they agreed to turn them on again, or ask them to do it from their booking page.',
  },
  autopay_off_by_customer: {
    status: 409,
    message:
      'Not charged: the customer turned automatic payments off. Their card is charged again only once they turn them on (or update their card), or you record their consent.',
  },
  instalment_changed: {
    status: 409,
    message:
      'Not charged: this payment is paid already or is no longer the next one. Reload the booking to see the schedule as it is now.',
  },
} satisfies Record<BookingActionCode, { status: number; message: string }>
