// Messages visitors see, in one place (the wizard maps them to its dialogs by these phrases).
export const messages = {
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
