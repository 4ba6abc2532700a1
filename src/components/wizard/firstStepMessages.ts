// The few wizard messages step 1's start-up JS needs (the rest load with later steps); part of
// `msg` (messages.ts), so every page words them the same.
export const firstStepMsg = {
  noAddresses:
    'No Canadian addresses found. Please check your spelling or try typing more of the address.',
  bookingFailed: 'Booking Failed',
} as const
