import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

// Plain test data with no Payload import, so Playwright specs and Vitest helpers share it.

/** A Winnipeg calendar date `days` from today: always past the 7-day notice when days > 7. */
export const dateInDays = (days: number) =>
  addDaysToDateString(todayInZone(new Date(), BUSINESS_TIME_ZONE), days)

export const customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '(204) 555-0199',
  address: '100 Main St, Winnipeg, MB',
  eventType: 'Wedding',
  guestCount: '120',
  referralSource: 'Instagram',
}

/** The wizard's booking request for `customer`: Ultimate on day 40 at 2 PM, unless overridden. */
export const bookingBody = (overrides: Record<string, unknown> = {}) => ({
  ...customer,
  packageId: 4,
  eventDate: dateInDays(40),
  eventTime: '14:00',
  backdropId: 1,
  selectedAddOns: [],
  addOnQuantities: '{}',
  paymentType: 'deposit',
  ...overrides,
})
