import { addDaysToDateString, todayInZone } from '../../plugins/booking/core'
import { baseURL } from './payload'

/** A Winnipeg calendar date `days` from today: always past the 7-day notice when days > 7. */
export const dateInDays = (days: number) => addDaysToDateString(todayInZone(new Date(), 'America/Winnipeg'), days)

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

export const post = (path: string, body: unknown) =>
  fetch(`${baseURL()}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

export const get = (path: string) => fetch(`${baseURL()}/api${path}`)

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
