import { baseURL } from './payload'
import { customer, dateInDays } from './testData'

export { customer, dateInDays }

let visitor = 0
/** Each call is a new visitor (the test server trusts X-Forwarded-For): limits stay per test. */
export const visitorIp = () => `10.67.${process.pid % 250}.${(++visitor % 250) + 1}`

export const post = (path: string, body: unknown, ip = visitorIp()) =>
  fetch(`${baseURL()}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  })

export const get = (path: string, ip = visitorIp()) =>
  fetch(`${baseURL()}/api${path}`, { headers: { 'X-Forwarded-For': ip } })

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
