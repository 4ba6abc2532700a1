import { describe, expect, it } from 'vitest'

import { fileDays } from '../helpers/fileDays'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { api, bank, deliverWebhook, holdBooking, stripeApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { moneyOf } from '@kernel'

const ownDays = fileDays('payments.stripe.int')

// The real `stripe` SDK in the app talks to a fake Stripe on 127.0.0.1 (scripts/test.ts).
const ultimate = { packageId: 4, address: '100 Main St, Winnipeg, MB' }
let n = 0
// A day of its own per booking: an Ultimate event with setup and buffer fills most of a day.
const slot = () => ({ ...ultimate, eventDate: ownDays.date(n++), eventTime: '14:00' })

async function bookAndIntent(paymentType = 'deposit', extra: Record<string, unknown> = {}) {
  const b = await holdBooking(stripeApp(), { ...slot(), ...extra })
  const res = await api(stripeApp()).post('/create-payment-intent', {
    bookingId: b.id,
    token: b.accessToken,
    paymentType,
    amount: 1,
    totalAmount: 1,
  })
  expect(res.status).toBe(200)
  return { b, intent: await res.json() }
}
const confirm = (bookingId: number, paymentIntentId: string) =>
  api(stripeApp()).post('/confirm-booking', { bookingId, paymentIntentId })
const statusOf = async (id: number) =>
  (await testPayload()).findByID({ collection: 'bookings', id })

describe('payments through Stripe (real SDK, local fake server)', () => {
  it('creates the intent with the server amount, in CAD, with the booking id and an idempotency key', async () => {
    // The fake bank's log is the worker's: earlier files' autopay intents carry their own keys.
    const before = ((await bank('/_control/requests')) as unknown[]).length
    // Ultimate + 2 Extra Time + Two Photo Booths in Winnipeg = $1,231.00; deposit $307.75.
    const { b, intent } = await bookAndIntent('deposit', {
      selectedAddOns: [1, 2],
      addOnQuantities: '{"1":2}',
    })
    expect([
      intent.gateway,
      intent.publishableKey,
      intent.amount,
      intent.booking.totalAmount,
    ]).toEqual(['stripe', 'pk_test_local_fake', moneyOf(30775), moneyOf(123100)])
    const pi = await bank(`/_control/payment_intents/${intent.paymentIntentId}`)
    expect([pi.amount, pi.currency, pi.metadata.bookingId, pi.client_secret]).toEqual([
      30775,
      'cad',
      String(b.id),
      intent.clientSecret,
    ])
    const requests = (await bank('/_control/requests')) as {
      method: string
      path: string
      idempotencyKey: string | null
    }[]
    const created = requests
      .slice(before)
      .filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
    expect(created.length).toBeGreaterThan(0)
    expect(created.every((r) => r.idempotencyKey?.startsWith('booking-'))).toBe(true)
  })

  it('confirms only when Stripe says succeeded, and twice is a no-op', async () => {
    const { b, intent } = await bookAndIntent('full')
    expect((await confirm(b.id, intent.paymentIntentId)).status).toBe(402)
    await bank(`/_control/payment_intents/${intent.paymentIntentId}/fail`, {
      message: 'Your card has insufficient funds.',
    })
    const failed = await confirm(b.id, intent.paymentIntentId)
    expect([failed.status, (await failed.json()).message]).toEqual([
      402,
      expect.stringContaining('insufficient funds'),
    ])
    expect((await statusOf(b.id)).status).toBe('pending_payment')

    await bank(`/_control/payment_intents/${intent.paymentIntentId}/succeed`, {})
    expect(await (await confirm(b.id, intent.paymentIntentId)).json()).toMatchObject({
      status: 'confirmed',
      alreadyConfirmed: false,
    })
    expect(await (await confirm(b.id, intent.paymentIntentId)).json()).toMatchObject({
      status: 'confirmed',
      alreadyConfirmed: true,
    })
    expect((await statusOf(b.id)).amountPaidCents).toBe(49900)
  })

  it('ignores a tampered amount: an intent whose amount differs from the booking never confirms', async () => {
    const { b, intent } = await bookAndIntent('full')
    await fetch(`${process.env.FAKE_STRIPE_URL}/v1/payment_intents/${intent.paymentIntentId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'amount=100',
    })
    await bank(`/_control/payment_intents/${intent.paymentIntentId}/succeed`, {})
    expect((await confirm(b.id, intent.paymentIntentId)).status).toBe(409)
    expect((await statusOf(b.id)).status).toBe('pending_payment')
  })

  it('holds the slot for a delayed method (processing), and records the money when it arrives', async () => {
    const { b, intent } = await bookAndIntent('full')
    const processing = await bank(`/_control/payment_intents/${intent.paymentIntentId}/process`, {
      method: 'klarna',
    })
    // The browser may send the method-prefixed id; the server strips the prefix.
    const res = await confirm(b.id, `klarna_${intent.paymentIntentId}`)
    expect(await res.json()).toMatchObject({ status: 'confirmed' })
    const pending = await statusOf(b.id)
    expect([pending.status, pending.amountPaidCents, pending.paymentMethod]).toEqual([
      'confirmed',
      0,
      'klarna',
    ])
    expect(processing.status).toBe('processing')
    const paid = await bank(`/_control/payment_intents/${intent.paymentIntentId}/succeed`, {
      method: 'klarna',
    })
    await deliverWebhook({
      id: `evt_klarna_${b.id}`,
      type: 'payment_intent.succeeded',
      object: paid,
    })
    expect((await statusOf(b.id)).amountPaidCents).toBe(49900)
  })

  it('rejects webhooks with a bad or missing signature', async () => {
    const { intent } = await bookAndIntent('full')
    const object = await bank(`/_control/payment_intents/${intent.paymentIntentId}/succeed`, {})
    const forged = await deliverWebhook(
      { id: 'evt_forged_1', type: 'payment_intent.succeeded', object },
      'whsec_wrong',
    )
    expect(forged.status).toBe(400)
    const unsigned = await fetch(`${stripeApp()}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 'evt_x', type: 'payment_intent.succeeded' }),
    })
    expect(unsigned.status).toBe(400)
    // Stripe sends JSON; any other body type is refused before anything reads it (issue 26).
    const plain = await fetch(`${stripeApp()}/api/stripe/webhook`, {
      method: 'POST',
      body: JSON.stringify({ id: 'evt_y', type: 'payment_intent.succeeded' }),
    })
    expect(plain.status).toBe(415)
    const payload = await testPayload()
    expect(
      (
        await payload.find({
          collection: 'payments',
          where: { intentId: { equals: intent.paymentIntentId } },
        })
      ).docs[0].status,
    ).not.toBe('succeeded')
  })

  it('confirms from the webhook alone, once, however often the event is delivered; the browser confirm after it is a no-op', async () => {
    const { b, intent } = await bookAndIntent('deposit')
    const object = await bank(`/_control/payment_intents/${intent.paymentIntentId}/succeed`, {})
    const event = { id: `evt_${intent.paymentIntentId}`, type: 'payment_intent.succeeded', object }
    const deliveries = await Promise.all([
      deliverWebhook(event),
      deliverWebhook(event),
      deliverWebhook(event),
    ])
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200])
    expect((await statusOf(b.id)).status).toBe('confirmed')
    expect(await (await confirm(b.id, intent.paymentIntentId)).json()).toMatchObject({
      status: 'confirmed',
      alreadyConfirmed: true,
    })
    await waitForMail(b.email, /booked/)
    await new Promise((r) => setTimeout(r, 500))
    expect(
      readMails().filter((m) => m.to.includes(b.email) && /booked/.test(m.subject)),
    ).toHaveLength(1)
    const events = await (
      await testPayload()
    ).find({ collection: 'payment-events', where: { eventId: { equals: event.id } } })
    expect(events.totalDocs).toBe(1)
  })

  it('records a failed payment from the webhook and a refund made in the Stripe dashboard', async () => {
    const { b, intent } = await bookAndIntent('full')
    const failed = await bank(`/_control/payment_intents/${intent.paymentIntentId}/fail`, {
      message: 'Your card was declined.',
    })
    expect(
      (
        await deliverWebhook({
          id: `evt_fail_${b.id}`,
          type: 'payment_intent.payment_failed',
          object: failed,
        })
      ).status,
    ).toBe(200)
    expect((await statusOf(b.id)).paymentFailure).toBe('Your card was declined.')

    const paid = await bank(`/_control/payment_intents/${intent.paymentIntentId}/succeed`, {})
    await deliverWebhook({ id: `evt_ok_${b.id}`, type: 'payment_intent.succeeded', object: paid })
    expect((await statusOf(b.id)).status).toBe('confirmed')
    const charge = {
      id: `ch_${b.id}`,
      object: 'charge',
      payment_intent: intent.paymentIntentId,
      amount: 49900,
      amount_refunded: 49900,
      refunded: true,
    }
    expect(
      (await deliverWebhook({ id: `evt_refund_${b.id}`, type: 'charge.refunded', object: charge }))
        .status,
    ).toBe(200)
    const after = await statusOf(b.id)
    expect([after.status, after.refundedCents]).toEqual(['refunded', 49900])
    // The card payment's receipt, and a credit note for the refund made at Stripe.
    const documents = await (
      await testPayload()
    ).find({
      collection: 'booking-documents',
      where: { booking: { equals: b.id } },
      sort: 'sequence',
    })
    expect(documents.docs.map((d) => [d.kind, d.amountCents]).sort()).toEqual([
      ['credit_note', 49900],
      ['receipt', 49900],
    ])
    const live = await (
      await testPayload()
    ).find({
      collection: 'booth-reservations',
      where: { and: [{ booking: { equals: b.id } }, { status: { not_equals: 'released' } }] },
    })
    expect(live.totalDocs).toBe(0)
  })

  it('refunds through Stripe when the money arrives for an expired hold whose slot was taken', async () => {
    const s = slot()
    const late = await holdBooking(stripeApp(), s)
    const intent = await (
      await api(stripeApp()).post('/create-payment-intent', {
        bookingId: late.id,
        token: late.accessToken,
        paymentType: 'full',
      })
    ).json()
    const payload = await testPayload()
    const past = new Date(Date.now() - 60_000).toISOString()
    await payload.update({ collection: 'bookings', id: late.id, data: { holdExpiresAt: past } })
    await payload.update({
      collection: 'booth-reservations',
      where: { booking: { equals: late.id } },
      data: { holdExpiresAt: past },
    })
    await holdBooking(stripeApp(), s)
    await holdBooking(stripeApp(), s)
    const object = await bank(`/_control/payment_intents/${intent.paymentIntentId}/succeed`, {})
    const res = await deliverWebhook({
      id: `evt_late_${late.id}`,
      type: 'payment_intent.succeeded',
      object,
    })
    expect(res.status).toBe(200)
    expect((await statusOf(late.id)).status).toBe('refunded')
    const refunds = (await bank('/_control/refunds')) as {
      payment_intent: string
      amount: number
    }[]
    expect(refunds.filter((r) => r.payment_intent === intent.paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 49900 }),
    ])
    const mail = await waitForMail(late.email, /refunded/)
    // Received, then given back automatically: a receipt and a credit note, both attached.
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^R-\d{4}-\d{5}\.pdf$/),
      expect.stringMatching(/^C-\d{4}-\d{5}\.pdf$/),
    ])
  })
})
