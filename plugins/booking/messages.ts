import type { ErrorTable } from '@server-kit'

// Messages visitors see, in one place; the wizard switches on the codes of `bookingErrors`.
export const messages = {
  tooManyHolds: (max: number) =>
    `You already hold ${max} unpaid bookings. Please complete payment for one, or wait until a hold expires, then try again.`,
  tooManyHoldHours:
    'You are already holding a lot of booth time without paying. Please complete payment for a booking you hold, or wait about half an hour, then try again. For a large event, call us.',
  promoDropped: (code: string, amount: string) =>
    `Promo code ${code} reached its usage limit before your payment arrived, so its ${amount} discount was not applied; it was added to your balance.`,
  slotTaken: 'The selected time slot is no longer available. Please choose a different time.',
  outsideServiceArea:
    'This address is outside our service area for online booking. Please contact us and we will do our best to accommodate you.',
  addressUnknown:
    "We couldn't find the town or city in this address. Please include it, for example '123 Main St, Selkirk, MB'.",
  minimumNotice: (days: number) =>
    `Online bookings need at least ${days} days' notice. Please call, text or email us for an earlier date.`,
  beyondHorizon: (date: string) =>
    `Online bookings open up to ${date}. Please contact us about later dates.`,
  startTime: 'Start time must be between 8:00 AM and 10:45 PM in 15-minute steps.',
  packageUnknown: 'The selected package is not available.',
  packageNotBookable: 'This package is quote-only. Please contact us for a custom quote.',
  backdropUnknown: 'The selected backdrop is not available.',
  bookingNotFound: 'Booking not found.',
  termsRequired: 'Please accept the terms and conditions to proceed.',
  alreadyPaid: 'This booking has already been paid.',
  holdExpired: 'Your hold on this time slot has expired. Please choose your date and time again.',
  notPayable: 'This booking can no longer be paid online. Please contact us.',
  noBalance: 'There is no balance left to pay on this booking.',
  paymentNotCompleted: 'Payment has not been completed.',
  paymentUnknown: 'Payment not found for this booking.',
  amountMismatch: 'The payment amount does not match this booking. Please contact us.',
  slotLostRefunded:
    'The selected time slot is no longer available. Your payment has been refunded in full; please choose a different time or contact us.',
  demoOnly: 'Demo payments are not enabled on this site.',
  cardDeclined: 'Your card was declined.',
  webhookSignature: 'Invalid webhook signature.',
  gatewayUnavailable: 'The payment service is not responding. Please try again in a moment.',
} as const

/** Booking failures the server answers with: code → HTTP status and what the visitor reads. */
export const bookingErrors = {
  slot_taken: { status: 409, message: messages.slotTaken },
  too_many_holds: { status: 429, message: messages.tooManyHolds(5) },
  slot_changed: { status: 503, message: 'The slot changed while confirming. Please try again.' },
  slot_lost_refunded: { status: 409, message: messages.slotLostRefunded },
  outside_service_area: { status: 422, message: messages.outsideServiceArea },
  address_unknown: { status: 422, message: messages.addressUnknown },
  minimum_notice: { status: 422, message: messages.minimumNotice(7) },
  beyond_horizon: { status: 422, message: 'This date is too far ahead to book online.' },
  event_date_invalid: { status: 400, message: 'eventDate must be a real date as YYYY-MM-DD.' },
  start_time_invalid: { status: 400, message: messages.startTime },
  package_unknown: { status: 404, message: messages.packageUnknown },
  package_not_bookable: { status: 422, message: messages.packageNotBookable },
  backdrop_unknown: { status: 422, message: messages.backdropUnknown },
  // One code per meaning: a booking the caller cannot see is `not_found`, as everywhere else.
  not_found: { status: 404, message: messages.bookingNotFound },
  already_paid: { status: 409, message: messages.alreadyPaid },
  hold_expired: { status: 409, message: messages.holdExpired },
  not_payable: { status: 409, message: messages.notPayable },
  no_balance: { status: 409, message: messages.noBalance },
  payment_not_completed: { status: 402, message: messages.paymentNotCompleted },
  payment_unknown: { status: 404, message: messages.paymentUnknown },
  amount_mismatch: { status: 409, message: messages.amountMismatch },
  card_declined: { status: 402, message: messages.cardDeclined },
  demo_only: { status: 404, message: messages.demoOnly },
  webhook_signature: { status: 400, message: messages.webhookSignature },
  gateway_unavailable: { status: 502, message: messages.gatewayUnavailable },
  retry_later: { status: 503, message: 'Please try again in a moment.' },
  // Agreements (operations/signAgreement): a typed name signs; a staff-made booking must be signed.
  signature_required: {
    status: 400,
    message: 'Please type your full name to sign the agreement.',
  },
  terms_changed: {
    status: 409,
    message: 'The agreement changed since you opened this page. Please read it again and sign.',
  },
  terms_unsigned: {
    status: 409,
    message: 'Please review and sign the agreement before paying.',
  },
  // The pay-now rule (core/payNow.ts) words these with the booking's own amounts.
  // The refusal itself names the percent from Site Settings (core/payNow.ts); this is the fallback.
  deposit_too_low: { status: 422, message: 'The deposit is below the minimum deposit.' },
  deposit_too_high: { status: 422, message: 'The deposit cannot be more than the total.' },
  plan_not_available: {
    status: 422,
    message: 'Payment plans are for events more than 90 days away.',
  },
  amount_invalid: { status: 422, message: 'This amount cannot be paid now.' },
  // Tips (issue 35): core/tips.ts words the range with the booking's package price.
  tip_invalid: { status: 422, message: 'Choose a tip of 10%, 15% or 20%, or enter an amount.' },
  tip_not_open: { status: 409, message: 'A tip can be left once the booking is confirmed.' },
  no_card_on_file: { status: 409, message: 'There is no saved card on this booking.' },
  instalment_unknown: { status: 404, message: 'This payment is not in the schedule.' },
  // The pricing core's refusals (core/types.ts QuoteErrorCode); the core words the message.
  addon_unknown: { status: 422, message: 'The selected add-on is not available.' },
  addon_duplicate: { status: 422, message: 'An add-on was selected twice.' },
  addon_not_offered: { status: 422, message: 'An add-on is not offered with this package.' },
  addon_lead_time: { status: 422, message: 'An add-on needs more notice.' },
  quantity_invalid: { status: 422, message: 'An add-on quantity is not allowed.' },
  promo_invalid: { status: 422, message: 'This promo code is not valid.' },
  promo_inactive: { status: 422, message: 'This promo code is not active.' },
  promo_not_started: { status: 422, message: 'This promo code is not active yet.' },
  promo_expired: { status: 422, message: 'This promo code has expired.' },
  promo_exhausted: { status: 422, message: 'This promo code has been used up.' },
  promo_min_order: { status: 422, message: 'The order is below this promo code minimum.' },
  date_invalid: { status: 422, message: 'Invalid event date' },
  payment_type_invalid: { status: 422, message: 'Invalid payment type' },
  total_negative: { status: 422, message: 'The custom lines bring the total below zero.' },
} as const satisfies ErrorTable<string>

export type BookingErrorCode = keyof typeof bookingErrors
