import { staffAuth, testPayload } from './payload'
import { phoneBooking, signedInApi, type StaffApi } from './staff'

/** A user with the attendant role and their signed-in API (Authorization header). */
export async function attendantApi(name: string) {
  const { id, email, password, headers } = await staffAuth('attendant', name)
  const api = signedInApi(headers)
  return {
    id,
    email,
    password,
    headers: api.headers,
    get: api.get,
    post: api.post,
    graphql: (query: string) => api.post('/graphql', { query }),
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
