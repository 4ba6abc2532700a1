import { describe, expect, it } from 'vitest'

import { todayInZone, BUSINESS_TIME_ZONE } from '@kernel/time'
import { periodDocuments } from '../../plugins/reports/operations/periodDocuments'

import { waitForMail } from '../helpers/mailCapture'
import { api, localReq, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import {
  P35_DAYS,
  bookWithDemoPlan,
  holdFarBooking,
  intentFor,
  paymentsOf,
} from '../helpers/paymentPlans'

// Tips for the attendant (issue 35): a Digital Plus booking ($299.00 package) on days 505–528.

async function payTip(b: { id: number; accessToken: string }, body: Record<string, unknown>) {
  const res = await intentFor(mainApp(), b, { purpose: 'tip', ...body })
  const intent = await res.json()
  if (res.status !== 200) throw new Error(`tip intent ${res.status} ${JSON.stringify(intent)}`)
  const client = api(mainApp())
  await client.post('/demo-payments/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
  })
  const done = await client.post('/confirm-booking', {
    bookingId: b.id,
    paymentIntentId: intent.paymentIntentId,
  })
  expect(done.status).toBe(200)
  return intent as { amount: { cents: number }; paymentIntentId: string }
}

describe('tips (POST /api/create-payment-intent, purpose: tip)', () => {
  it('a 15% tip is $44.85 exactly, with a receipt without GST or RST, and owes nothing more', async () => {
    const b = await bookWithDemoPlan({ paymentType: 'deposit', saveCard: false, days: P35_DAYS })
    const payload = await testPayload()
    const before = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    const intent = await payTip(b, { tipPercent: 15 })
    expect(intent.amount.cents).toBe(4485)
    const after = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    // Not part of the price: what the booking owes and has paid is untouched.
    expect([after.amountPaidCents, after.remainingBalanceCents, after.totalCents]).toEqual([
      before.amountPaidCents,
      before.remainingBalanceCents,
      before.totalCents,
    ])
    const tip = (await paymentsOf(b.id)).filter((p) => p.purpose === 'tip')
    expect(tip.map((p) => [p.status, p.receivedCents])).toEqual([['succeeded', 4485]])
    const { docs } = await payload.find({
      collection: 'booking-documents',
      where: { payment: { equals: tip[0]!.id } },
      depth: 0,
    })
    expect(docs).toHaveLength(1)
    const receipt = docs[0]!
    expect([
      receipt.kind,
      receipt.amountCents,
      receipt.netCents,
      receipt.gstCents,
      receipt.rstCents,
      receipt.gstPercent,
      receipt.rstPercent,
    ]).toEqual(['receipt', 4485, 4485, 0, 0, 0, 0])
    expect(receipt.breakdown).toMatchObject({
      tip: true,
      lines: [{ amountCents: 4485, netCents: 4485, gstCents: 0, rstCents: 0 }],
    })
    const mail = await waitForMail(b.email, /^Thank you for your tip of \$44\.85$/)
    expect(mail.text).toContain('carries no GST or RST')
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${receipt.number}.pdf`])
    // Revenue and tax reports leave it out.
    const today = todayInZone(new Date(), BUSINESS_TIME_ZONE)
    const listed = await periodDocuments(await localReq(), { from: today, to: today })
    expect(listed.map((d) => d.number)).not.toContain(receipt.number)
    // A second tip is a payment of its own, an amount this time.
    const second = await payTip(b, { amountCents: 1234 })
    expect(second.amount.cents).toBe(1234)
    const tips = (await paymentsOf(b.id)).filter((p) => p.purpose === 'tip')
    expect(tips.map((p) => p.receivedCents)).toEqual([4485, 1234])
  })

  it('refuses a percent other than 10, 15 or 20, an amount out of range, and an unconfirmed booking', async () => {
    const b = await bookWithDemoPlan({ paymentType: 'deposit', saveCard: false, days: P35_DAYS })
    const pct = await intentFor(mainApp(), b, { purpose: 'tip', tipPercent: 12 })
    expect([pct.status, await pct.json()]).toEqual([
      422,
      expect.objectContaining({ code: 'tip_invalid', field: 'tipPercent' }),
    ])
    const low = await intentFor(mainApp(), b, { purpose: 'tip', amountCents: 99 })
    expect([low.status, await low.json()]).toEqual([
      422,
      expect.objectContaining({
        code: 'tip_invalid',
        field: 'amountCents',
        message: 'A tip can be from $1.00 to $299.00.',
      }),
    ])
    const high = await intentFor(mainApp(), b, { purpose: 'tip', amountCents: 29901 })
    expect(high.status).toBe(422)
    const held = await holdFarBooking(mainApp(), ...P35_DAYS)
    const early = await intentFor(mainApp(), held, { purpose: 'tip', tipPercent: 10 })
    expect([early.status, (await early.json()).code]).toEqual([409, 'tip_not_open'])
  })
})
