import { createLocalReq } from 'payload'
import Stripe from 'stripe'

import { bookingBody, customer } from './booking'
import { baseURL, testPayload } from './payload'
import { signAsCustomer } from './signature'
import { visitorIp } from './visitorIp'

export { visitorIp }

let visitor = 0 // numbers the test emails

export const stripeApp = () => process.env.STRIPE_APP_URL ?? 'http://127.0.0.1:3101'

export function api(base: string, ip = visitorIp()) {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }
  return {
    post: (path: string, body: unknown) =>
      fetch(`${base}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
    get: (path: string) => fetch(`${base}/api${path}`, { headers }),
  }
}

/**
 * A held booking for a unique email, so its emails can be told apart from other tests', signed
 * as the wizard's payment step signs it (the server takes no payment before the signature).
 */
export async function holdBooking(base: string, overrides: Record<string, unknown> = {}) {
  const held = await holdUnsigned(base, overrides)
  await signAsCustomer(base, held)
  return held
}

/** A held booking nobody signed yet (what POST /api/bookings leaves). */
export async function holdUnsigned(base: string, overrides: Record<string, unknown> = {}) {
  const email = `pay-${Date.now()}-${visitor++}@test.example.com`
  const res = await api(base).post('/bookings', bookingBody({ ...customer, email, ...overrides }))
  const body = await res.json()
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${JSON.stringify(body)}`)
  return body as {
    id: number
    accessToken: string
    email: string
    totalAmount: string
    reference: string
    booths: string[]
  }
}

/** The fake Stripe server's test controls (scripts/test.ts starts it). */
export async function bank(path: string, body?: unknown) {
  const res = await fetch(`${process.env.FAKE_STRIPE_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return res.json()
}

/** Delivers a Stripe event to the Stripe-configured server, signed (or not) like Stripe does. */
export async function deliverWebhook(
  event: { id: string; type: string; object: unknown },
  secret = process.env.STRIPE_TEST_WEBHOOK_SECRET ?? '',
  base = stripeApp(),
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  })
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload,
    secret,
  })
  return fetch(`${base}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  })
}

/** A Local API request, for calling operations and jobs directly. */
export async function localReq() {
  const payload = await testPayload()
  return createLocalReq({}, payload)
}

export const mainApp = () => baseURL()

/** A booking's money and booths after a payment flow: what a double count or a loss would show. */
export async function paymentState(bookingId: number, intentId: string) {
  const payload = await testPayload()
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId })
  const payments = await payload.find({
    collection: 'payments',
    where: { intentId: { equals: intentId } },
  })
  const reservations = await payload.find({
    collection: 'booth-reservations',
    where: { booking: { equals: bookingId } },
  })
  return {
    status: booking.status,
    paid: booking.amountPaidCents,
    payments: payments.docs.map((p) => `${p.status} ${p.amountCents}`),
    reservations: reservations.docs.map((r) => r.status),
  }
}

/** Pays a held Stripe booking at the fake bank and confirms it, as the browser would. */
export async function payHeldWithStripe(
  held: { id: number; accessToken: string },
  paymentType: 'full' | 'deposit',
): Promise<{ paymentIntentId: string; clientSecret: string }> {
  const client = api(stripeApp())
  const intent = await (
    await client.post('/create-payment-intent', {
      bookingId: held.id,
      token: held.accessToken,
      paymentType,
    })
  ).json()
  await bank(`/_control/payment_intents/${intent.paymentIntentId}/succeed`, {})
  await client.post('/confirm-booking', {
    bookingId: held.id,
    paymentIntentId: intent.paymentIntentId,
  })
  return intent
}
