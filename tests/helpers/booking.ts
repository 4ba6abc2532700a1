import { baseURL } from './payload'
import { bookingBody, customer, dateInDays } from './testData'
import { visitorIp } from './visitorIp'

export { bookingBody, customer, dateInDays, visitorIp }

export const post = (path: string, body: unknown, ip = visitorIp()) =>
  fetch(`${baseURL()}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  })

export const get = (path: string, ip = visitorIp()) =>
  fetch(`${baseURL()}/api${path}`, { headers: { 'X-Forwarded-For': ip } })
