import { baseURL, testPayload } from './payload'
import { phoneBooking, type StaffApi } from './staff'

let n = 0

/** A user with the attendant role and their signed-in API (Authorization header). */
export async function attendantApi(name: string) {
  const payload = await testPayload()
  const email = `attendant-${process.pid}-${Date.now()}-${n++}@test.example.com`
  const password = 'correct-horse-battery-staple'
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles: ['attendant'], name },
  })
  const res = await fetch(`${baseURL()}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { token } = (await res.json()) as { token: string }
  const headers = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' }
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${baseURL()}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  return {
    id: user.id,
    email,
    password,
    headers,
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body),
    graphql: (query: string) => call('POST', '/graphql', { query }),
  }
}

export type AttendantApi = Awaited<ReturnType<typeof attendantApi>>

/** A confirmed phone booking with `depositCents` paid by e-transfer (the rest is the balance). */
export function confirmedBooking(
  staff: StaffApi,
  eventDate: string,
  eventTime: string,
  depositCents = 5000,
) {
  return phoneBooking(
    staff,
    { eventDate, eventTime },
    { action: 'offline_payment', method: 'etransfer', amountCents: depositCents },
  )
}

/** The booking's live reservations, earliest first (their start and end instants). */
export async function liveReservations(bookingId: number) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'booth-reservations',
    where: { booking: { equals: bookingId }, status: { in: ['held', 'confirmed'] } },
    sort: 'startsAt',
    depth: 0,
  })
  return docs.map((r) => ({
    booth: r.booth,
    startsAt: new Date(r.startsAt),
    endsAt: new Date(r.endsAt),
  }))
}
