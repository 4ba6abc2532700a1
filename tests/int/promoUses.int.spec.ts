import { describe, expect, it, onTestFinished } from 'vitest'

import { bookingBody, dateInDays } from '../helpers/booking'
import { api, holdBooking, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { moneyOf } from '@kernel'

const timesUsed = async (code: string) => {
  const { docs } = await (
    await testPayload()
  ).find({
    collection: 'promo-codes',
    where: { code: { equals: code } },
    limit: 1,
  })
  return Number(docs[0].timesUsed ?? 0)
}

/** A held, demo-paid (not yet confirmed) booking with a promo code. */
async function paidWithPromo(days: number) {
  const b = await holdBooking(mainApp(), {
    packageId: 2,
    eventDate: dateInDays(days),
    eventTime: '08:00',
  })
  const http = api(mainApp())
  const intent = await (
    await http.post('/create-payment-intent', {
      bookingId: b.id,
      token: b.accessToken,
      paymentType: 'full',
      promoCode: 'THANKYOU15',
    })
  ).json()
  const paid = await http.post('/demo-payments/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
  })
  expect(paid.status).toBe(200)
  return { id: b.id, paymentIntentId: intent.paymentIntentId as string }
}

describe('promo code uses', () => {
  it('two bookings confirmed at the same moment count two uses', async () => {
    const before = await timesUsed('THANKYOU15')
    const [a, b] = [await paidWithPromo(301), await paidWithPromo(302)]
    const confirm = (x: { id: number; paymentIntentId: string }) =>
      api(mainApp()).post('/confirm-booking', {
        bookingId: x.id,
        paymentIntentId: x.paymentIntentId,
      })
    const results = await Promise.all([confirm(a), confirm(b)])
    expect(results.map((r) => r.status)).toEqual([200, 200])
    expect(await timesUsed('THANKYOU15')).toBe(before + 2)
  })
})

/** Makes a booking's hold lapse as if its 30 minutes had passed. */
async function expireHold(bookingId: number) {
  const payload = await testPayload()
  const past = new Date(Date.now() - 60_000).toISOString()
  await payload.update({ collection: 'bookings', id: bookingId, data: { holdExpiresAt: past } })
  await payload.update({
    collection: 'booth-reservations',
    where: { booking: { equals: bookingId } },
    data: { holdExpiresAt: past },
  })
}

const intentFor = (b: { id: number; accessToken: string }, promoCode: string) =>
  api(mainApp()).post('/create-payment-intent', {
    bookingId: b.id,
    token: b.accessToken,
    paymentType: 'full',
    promoCode,
  })

describe('a single-use promo code', () => {
  it('is reserved with the hold and counted once; a payment that arrives over the limit is charged without the discount', async () => {
    const payload = await testPayload()
    const code = `ONCE${process.pid}${Date.now() % 100_000}`
    await payload.create({
      collection: 'promo-codes',
      data: { code, discountType: 'percentage', discountValue: 10, active: true, usageLimit: 1 },
    })
    // The seed test lists every code: this one must not outlive the test.
    onTestFinished(async () => {
      await payload.delete({ collection: 'promo-codes', where: { code: { equals: code } } })
    })
    const slot = (days: number) => ({
      packageId: 2,
      eventDate: dateInDays(days),
      eventTime: '08:00',
    })
    const a = await holdBooking(mainApp(), { ...slot(620), paymentType: 'full', promoCode: code })
    expect(a.totalAmount).toEqual(moneyOf(26910))
    // While A's hold carries the code, nobody else gets it: not at booking, not at payment.
    const second = await api(mainApp()).post(
      '/bookings',
      bookingBody({ ...slot(621), email: `promo-${Date.now()}@test.example.com`, promoCode: code }),
    )
    expect([second.status, (await second.json()).code]).toEqual([422, 'promo_exhausted'])
    const b = await holdBooking(mainApp(), { ...slot(621), paymentType: 'full' })
    const refused = await intentFor(b, code)
    expect([refused.status, (await refused.json()).code]).toEqual([422, 'promo_exhausted'])

    // A opens its payment, then its hold lapses: its reservation lapses too and B takes the code.
    const aIntent = await (await intentFor(a, code)).json()
    await expireHold(a.id)
    const bIntent = await (await intentFor(b, code)).json()
    expect([aIntent.amount, bIntent.amount]).toEqual([moneyOf(26910), moneyOf(26910)])
    for (const intent of [aIntent, bIntent]) {
      const paid = await api(mainApp()).post('/demo-payments/confirm', {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
        cardNumber: '4242 4242 4242 4242',
      })
      expect(paid.status).toBe(200)
    }
    const results = await Promise.all(
      [
        [a, aIntent],
        [b, bIntent],
      ].map(async ([booking, intent]) => {
        const res = await api(mainApp()).post('/confirm-booking', {
          bookingId: booking.id,
          paymentIntentId: intent.paymentIntentId,
        })
        return [res.status, (await res.json()).notice ?? null]
      }),
    )
    expect(results.map((r) => r[0])).toEqual([200, 200])
    expect(results.map((r) => r[1]).filter(Boolean)).toEqual([
      `Promo code ${code} reached its usage limit before your payment arrived, so its $29.90 discount was not applied; it was added to your balance.`,
    ])
    const docs = await Promise.all(
      [a.id, b.id].map((id) => payload.findByID({ collection: 'bookings', id, depth: 0 })),
    )
    expect(
      docs
        .map((d) => [
          d.status,
          d.totalCents,
          d.amountPaidCents,
          d.remainingBalanceCents,
          d.discountCents,
        ])
        .sort(),
    ).toEqual([
      ['confirmed', 26910, 26910, 0, 2990],
      ['confirmed', 29900, 26910, 2990, 0],
    ])
    expect(await timesUsed(code)).toBe(1)
    const dropped = docs.find((d) => d.totalCents === 29900)!
    // The customer's booking page says it too.
    const owner = [a, b].find((x) => x.id === dropped.id)!
    const page = await (
      await api(mainApp()).get(`/bookings/${owner.id}?token=${owner.accessToken}`)
    ).json()
    expect([page.notices, page.remainingBalance]).toEqual([
      [results.find((r) => r[1])![1]],
      moneyOf(2990),
    ])
    expect(dropped.history?.at(-1)).toMatchObject({
      action: 'Promo code used up: discount not applied',
      amountCents: 2990,
    })
  })
})
