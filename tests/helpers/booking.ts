import { baseURL } from './payload'
import { customer, dateInDays } from './testData'

export { customer, dateInDays }

export const post = (path: string, body: unknown) =>
  fetch(`${baseURL()}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

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
