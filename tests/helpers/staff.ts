import { bookingBody } from './booking'
import { api } from './payments'
import { baseURL, staffAuth, testPayload } from './payload'

let n = 0
type Headers = Record<string, string>

/** A staff member's API: every call carries their session. */
export async function staffApi(role: 'admin' | 'staff' = 'staff') {
  return signedInApi((await staffAuth(role)).headers)
}

/** JSON calls to the site's API with a signed-in user's Authorization header. */
export function signedInApi(headers: Headers) {
  const h: Headers = { ...headers, 'Content-Type': 'application/json' }
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${baseURL()}/api${path}`, {
      method,
      headers: h,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  return {
    headers: h,
    post: (path: string, body?: unknown) => call('POST', path, body),
    get: (path: string) => call('GET', path),
    patch: (path: string, body: unknown) => call('PATCH', path, body),
  }
}

export type StaffApi = Awaited<ReturnType<typeof staffApi>>

/** A phone booking for a unique customer; `then` says how it is paid. */
export async function phoneBooking(
  staff: StaffApi,
  overrides: Record<string, unknown>,
  then: Record<string, unknown> = { action: 'payment_link' },
) {
  const email = `staff-${Date.now()}-${n++}@test.example.com`
  const res = await staff.post(
    '/bookings/staff',
    bookingBody({ packageId: 2, paymentType: 'full', email, source: 'phone', then, ...overrides }),
  )
  const body = await res.json()
  if (res.status !== 201)
    throw new Error(`staff booking failed: ${res.status} ${JSON.stringify(body)}`)
  return { ...(body as { id: number; reference: string; status: string }), email }
}

export async function reservationsOf(bookingId: number) {
  const payload = await testPayload()
  const { docs } = await payload.find({
    collection: 'booth-reservations',
    where: { booking: { equals: bookingId } },
    sort: 'createdAt',
    depth: 0,
  })
  return docs.map((r) => ({ booth: r.booth, status: r.status, startsAt: r.startsAt }))
}

export const bookingDoc = async (id: number) =>
  (await testPayload()).findByID({ collection: 'bookings', id, depth: 0 })

export { api }
