// Messages visitors see, in one place (the wizard maps them to its dialogs by these phrases).
export const messages = {
  slotTaken: 'The selected time slot is no longer available. Please choose a different time.',
  outsideServiceArea:
    'This address is outside our service area for online booking. Please contact us and we will do our best to accommodate you.',
  addressUnknown:
    "We couldn't find the town or city in this address. Please include it, for example '123 Main St, Selkirk, MB'.",
  minimumNotice: (days: number) =>
    `Online bookings need at least ${days} days' notice. Please call, text or email us for an earlier date.`,
  startTime: 'Start time must be between 8:00 AM and 10:45 PM in 15-minute steps.',
  packageUnknown: 'The selected package is not available.',
  packageNotBookable: 'This package is quote-only. Please contact us for a custom quote.',
  backdropUnknown: 'The selected backdrop is not available.',
  bookingNotFound: 'Booking not found.',
  termsRequired: 'Please accept the terms and conditions to proceed.',
} as const
