import { baseURL } from './payload'
import { customer, dateInDays } from './testData'
import { visitorIp } from './visitorIp'

export { customer, dateInDays, visitorIp }

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
