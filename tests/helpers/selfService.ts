// No Payload import here: the browser tests (Playwright's loader) use these helpers too.
import { signAsCustomer } from './signature'
import { bookingBody } from './testData'
import { visitorIp } from './visitorIp'

const mainApp = () => process.env.APP_URL ?? 'http://127.0.0.1:3100'
let visitor = 0

function api(base: string, ip = visitorIp()) {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }
  return {
    post: (path: string, body: unknown) =>
      fetch(`${base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  }
}

type Held = { id: number; accessToken: string; email: string; reference: string }
export type PaidBooking = Held & { paymentIntentId: string }

/** A held booking (the wizard's request) for a unique email, signed as at the payment step. */
async function holdBooking(base: string, overrides: Record<string, unknown>): Promise<Held> {
  const email = `self-${Date.now()}-${visitor++}@test.example.com`
  const res = await api(base).post('/bookings', bookingBody({ email, ...overrides }))
  const body = await res.json()
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(body)}`)
  await signAsCustomer(base, body as Held)
  return body as Held
}

/** A booking paid through the demo gateway (as a visitor does in the browser): confirmed. */
export async function paidBooking(
  overrides: Record<string, unknown>,
  base = mainApp(),
): Promise<PaidBooking> {
  const { saveCard, ...booking } = overrides
  const paymentType = (overrides.paymentType as string) ?? 'full'
  // A plan of instalments is chosen at the payment step; the wizard's hold asks for a deposit.
  const holdType = paymentType === 'plan' ? 'deposit' : paymentType
  const held = await holdBooking(base, { packageId: 2, ...booking, paymentType: holdType })
  const intent = await payDemo(base, held.id, held.accessToken, 'initial', paymentType, {
    ...(saveCard ? { saveCard: true } : {}),
  })
  return { ...held, paymentIntentId: intent }
}

/** Creates the intent (initial or balance), pays it with the demo card and confirms it. */
export async function payDemo(
  base: string,
  bookingId: number,
  token: string,
  purpose: 'initial' | 'balance',
  paymentType = 'full',
  /** More of the intent's body: `saveCard` keeps the card for a plan's automatic payments. */
  extra: Record<string, unknown> = {},
): Promise<string> {
  const client = api(base)
  const res = await client.post('/create-payment-intent', {
    bookingId,
    token,
    paymentType,
    purpose,
    ...extra,
  })
  const intent = await res.json()
  if (res.status !== 200) throw new Error(`intent failed: ${res.status} ${JSON.stringify(intent)}`)
  await client.post('/demo-payments/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
  })
  const confirmed = await client.post('/confirm-booking', {
    bookingId,
    paymentIntentId: intent.paymentIntentId,
  })
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status}`)
  return intent.paymentIntentId as string
}

/** The customer's manage-page actions, as the browser calls them (token in the body). */
export function manage(base = mainApp(), ip?: string) {
  const client = api(base, ip)
  return {
    cancel: (id: number, token: string) => client.post(`/bookings/${id}/manage/cancel`, { token }),
    reschedule: (id: number, token: string, eventDate: string, eventTime: string) =>
      client.post(`/bookings/${id}/manage/reschedule`, { token, eventDate, eventTime }),
    details: (id: number, token: string, details: Record<string, unknown>) =>
      client.post(`/bookings/${id}/manage/details`, { token, ...details }),
  }
}

export const pageOf = (id: number, token: string, base = mainApp()) =>
  fetch(`${base}/booking/manage?booking_id=${id}&token=${encodeURIComponent(token)}`)

export const sampleDetails = {
  venueContactName: 'Jo Venue',
  venueContactPhone: '204-555-0111',
  boothPlacement: 'Main hall, left of the stage',
  powerNearby: 'yes',
  access: 'elevator',
  frameText: 'Sam & Alex · June 12',
  frameColours: 'navy and gold',
}
