import { describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { api, holdBooking, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'

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
