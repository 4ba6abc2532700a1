import { demoGateway } from '../../plugins/booking/adapters/demoGateway'
import type { PaymentGateway } from '../../plugins/booking/adapters/PaymentGateway'
import { stripeGateway } from '../../plugins/booking/adapters/stripeGateway'
import { chargeInstalment } from '../../plugins/booking/operations/payments/chargeInstalment'

import { dateInDays } from './booking'
import { testPayload } from './payload'
import { api, bank, holdBooking, mainApp, stripeApp } from './payments'
import type { Money } from '@kernel'

/** Days 505–528 ahead: the p35 specs' own (grep: no other test books there). */
export const P35_DAYS = [505, 24] as const

let slot = 0
/** A held Digital Plus booking ($299) far enough ahead for a plan, at a time no other test uses. */
// Days 261–299: no other test books there (customer-list and others own days in the 200s).
// The p35 specs (tips, plan reviews) pass P35_DAYS: days 505–528.
export async function holdFarBooking(base = mainApp(), daysAhead = 261, span = 39) {
  const n = slot++
  const hour = 8 + ((process.pid + n * 3) % 13)
  return holdBooking(base, {
    packageId: 2,
    address: '100 Main St, Winnipeg, MB',
    selectedAddOns: [],
    addOnQuantities: '{}',
    eventDate: dateInDays(daysAhead + ((process.pid + n * 7) % span)),
    eventTime: `${String(hour).padStart(2, '0')}:${n % 2 ? '30' : '00'}`,
  })
}

export const intentFor = (
  base: string,
  b: { id: number; accessToken: string },
  body: Record<string, unknown>,
) => api(base).post('/create-payment-intent', { bookingId: b.id, token: b.accessToken, ...body })

/** Books with a plan (or deposit) and pays now with a demo card, keeping it when `saveCard`. */
export async function bookWithDemoPlan(opts: {
  paymentType?: 'plan' | 'deposit'
  saveCard?: boolean
  card?: string
  days?: readonly [number, number]
}) {
  const b = await holdFarBooking(mainApp(), ...(opts.days ?? [261, 39]))
  const res = await intentFor(mainApp(), b, {
    paymentType: opts.paymentType ?? 'plan',
    saveCard: opts.saveCard ?? true,
  })
  const intent = await res.json()
  if (res.status !== 200) throw new Error(`intent ${res.status} ${JSON.stringify(intent)}`)
  const client = api(mainApp())
  await client.post('/demo-payments/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber: opts.card ?? '4242 4242 4242 4242',
  })
  const confirmed = await client.post('/confirm-booking', {
    bookingId: b.id,
    paymentIntentId: intent.paymentIntentId,
  })
  if (confirmed.status !== 200) throw new Error(`confirm ${confirmed.status}`)
  return { ...b, intent }
}

/** Books with a plan on the Stripe-configured server and pays with `card` at the fake bank. */
export async function bookWithStripePlan(
  card: string,
  days: readonly [number, number] = [261, 39],
) {
  const b = await holdFarBooking(stripeApp(), ...days)
  const intent = await (
    await intentFor(stripeApp(), b, { paymentType: 'plan', saveCard: true })
  ).json()
  await bank(`/_control/payment_intents/${intent.paymentIntentId}/succeed`, { card })
  const confirmed = await api(stripeApp()).post('/confirm-booking', {
    bookingId: b.id,
    paymentIntentId: intent.paymentIntentId,
  })
  if (confirmed.status !== 200) throw new Error(`confirm ${confirmed.status}`)
  return { ...b, intent }
}

/** Pays `cents` of the balance from the balance page with a new demo card, kept when `save`. */
export async function payPart(b: { id: number; accessToken: string }, cents: number, save = false) {
  const res = await intentFor(mainApp(), b, {
    purpose: 'balance',
    amountCents: cents,
    saveCard: save,
  })
  const intent = await res.json()
  if (res.status !== 200) throw new Error(`intent ${res.status} ${JSON.stringify(intent)}`)
  const client = api(mainApp())
  await client.post('/demo-payments/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber: '5555 5555 5555 4444',
  })
  const done = await client.post('/confirm-booking', {
    bookingId: b.id,
    paymentIntentId: intent.paymentIntentId,
  })
  if (done.status !== 200) throw new Error(`confirm ${done.status}`)
}

/** What the manage page reads with the token. */
export async function snapshotOf(base: string, b: { id: number; accessToken: string }) {
  const res = await fetch(`${base}/api/bookings/${b.id}?token=${encodeURIComponent(b.accessToken)}`)
  return (await res.json()) as {
    totalAmount: Money
    amountPaid: Money
    eventDate: string
    paymentSchedule: { dueDate: string; amount: Money; status: string }[]
    autopay: boolean
    cardOnFile: { brand: string; last4: string } | null
  }
}

const fakeStripe = () => new URL(process.env.FAKE_STRIPE_URL ?? 'http://127.0.0.1:1')

/** Runs the charge as one server's job would, on `date` (noon in Winnipeg). */
export async function chargeOn(
  bookingId: number,
  date: string,
  gatewayName: 'demo' | 'stripe' = 'demo',
  wrap: (g: PaymentGateway) => PaymentGateway = (g) => g,
) {
  const payload = await testPayload()
  const real =
    gatewayName === 'demo'
      ? demoGateway
      : () =>
          stripeGateway({
            secretKey: 'sk_test_local_fake',
            publishableKey: null,
            webhookSecret: null,
            host: fakeStripe().hostname,
            port: Number(fakeStripe().port),
            protocol: 'http',
          })
  const gateway = (req: Parameters<typeof demoGateway>[0]) => wrap(real(req))
  return chargeInstalment({ payload, bookingId, now: new Date(`${date}T18:00:00Z`), gateway })
}

export { paymentsOf } from './moneyPaths'
