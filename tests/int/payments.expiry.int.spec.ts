import { describe, expect, it } from 'vitest'

import { sendBalanceReminders } from '../../plugins/booking/operations/notify/sendBalanceReminders'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { api, holdBooking, localReq, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { fileDays } from '../helpers/fileDays'
import { moneyOf } from '@kernel'

const ownDays = fileDays('payments.expiry.int')

const winnipeg = {
  packageId: 2,
  address: '100 Main St, Winnipeg, MB',
  selectedAddOns: [],
  addOnQuantities: '{}',
}

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

async function startPayment(b: { id: number; accessToken: string }, paymentType = 'full') {
  const res = await api(mainApp()).post('/create-payment-intent', {
    bookingId: b.id,
    token: b.accessToken,
    paymentType,
  })
  expect(res.status).toBe(200)
  return res.json()
}

describe('payment after the hold expired', () => {
  it('refunds in full, tells the customer and staff, when both booths were taken meanwhile', async () => {
    const slot = { ...winnipeg, eventDate: ownDays.date(1), eventTime: '15:00' }
    const late = await holdBooking(mainApp(), slot)
    const intent = await startPayment(late)
    await expireHold(late.id)
    // Two other visitors take both booths for the same time.
    const others = [await holdBooking(mainApp(), slot), await holdBooking(mainApp(), slot)]
    expect(others.flatMap((o) => o.booths).sort()).toEqual(['booth1', 'booth2'])

    await api(mainApp()).post('/demo-payments/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
    })
    const res = await api(mainApp()).post('/confirm-booking', {
      bookingId: late.id,
      paymentIntentId: intent.paymentIntentId,
    })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      status: 'refunded',
      message: expect.stringContaining('no longer available'),
    })
    const payload = await testPayload()
    const booking = await payload.findByID({ collection: 'bookings', id: late.id })
    // Issue 34: received and refunded, both recorded (net paid 0).
    expect([booking.status, booking.refundedCents, booking.amountPaidCents]).toEqual([
      'refunded',
      29900,
      29900,
    ])
    const payment = (
      await payload.find({
        collection: 'payments',
        where: { intentId: { equals: intent.paymentIntentId } },
      })
    ).docs[0]
    expect([payment.status, payment.refundedCents]).toEqual(['refunded', 29900])
    const mail = await waitForMail(late.email, /refunded/)
    expect(mail.text).toContain('$299.00')
    await waitForMail('hello@example.com', new RegExp(`Automatic refund: ${booking.reference}`))
    // Confirming again changes nothing and sends nothing more.
    expect(
      (
        await api(mainApp()).post('/confirm-booking', {
          bookingId: late.id,
          paymentIntentId: intent.paymentIntentId,
        })
      ).status,
    ).toBe(409)
    await new Promise((r) => setTimeout(r, 300))
    expect(readMails().filter((m) => m.to.includes(late.email))).toHaveLength(1)
  })

  it('confirms when the slot is still free, taking a booth again', async () => {
    const late = await holdBooking(mainApp(), {
      ...winnipeg,
      eventDate: ownDays.date(2),
      eventTime: '15:00',
    })
    const intent = await startPayment(late)
    await expireHold(late.id)
    await api(mainApp()).post('/demo-payments/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
    })
    const res = await api(mainApp()).post('/confirm-booking', {
      bookingId: late.id,
      paymentIntentId: intent.paymentIntentId,
    })
    expect(await res.json()).toMatchObject({ status: 'confirmed' })
    const payload = await testPayload()
    const live = await payload.find({
      collection: 'booth-reservations',
      where: { and: [{ booking: { equals: late.id } }, { status: { equals: 'confirmed' } }] },
    })
    expect(live.totalDocs).toBe(1)
  })

  it('refuses to start a payment on a lapsed hold', async () => {
    const b = await holdBooking(mainApp(), {
      ...winnipeg,
      eventDate: ownDays.date(3),
      eventTime: '15:00',
    })
    await expireHold(b.id)
    const res = await api(mainApp()).post('/create-payment-intent', {
      bookingId: b.id,
      token: b.accessToken,
      paymentType: 'full',
    })
    expect([res.status, (await res.json()).message]).toEqual([
      409,
      expect.stringContaining('expired'),
    ])
  })
})

describe('the balance', () => {
  it('is reminded once with a pay link, and paid through the same gateway and confirmation path', async () => {
    const date = ownDays.date(4)
    const b = await holdBooking(mainApp(), { ...winnipeg, eventDate: date, eventTime: '16:00' })
    const intent = await startPayment(b, 'deposit')
    await api(mainApp()).post('/demo-payments/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
    })
    await api(mainApp()).post('/confirm-booking', {
      bookingId: b.id,
      paymentIntentId: intent.paymentIntentId,
    })

    // Three days before the due date (the day before the event), noon in Winnipeg.
    const req = await localReq()
    const now = new Date(`${ownDays.date(0)}T18:00:00Z`)
    expect(await sendBalanceReminders({ req, now })).toBeGreaterThanOrEqual(1)
    const reminder = await waitForMail(b.email, /Balance of \$224\.25 due/)
    expect(reminder.text).toContain(`/booking/balance?booking_id=${b.id}&token=${b.accessToken}`)
    const again = await sendBalanceReminders({ req, now })
    expect(again).toBe(0)

    const balance = await (
      await api(mainApp()).post('/create-payment-intent', {
        bookingId: b.id,
        token: b.accessToken,
        purpose: 'balance',
      })
    ).json()
    expect(balance.amount).toEqual(moneyOf(22425))
    await api(mainApp()).post('/demo-payments/confirm', {
      paymentIntentId: balance.paymentIntentId,
      clientSecret: balance.clientSecret,
    })
    const paid = await api(mainApp()).post('/confirm-booking', {
      bookingId: b.id,
      paymentIntentId: balance.paymentIntentId,
    })
    expect(paid.status).toBe(200)
    const owner = await (
      await api(mainApp()).get(`/bookings/${b.id}?token=${b.accessToken}`)
    ).json()
    expect([owner.amountPaid, owner.remainingBalance, owner.totalAmount]).toEqual([
      moneyOf(29900),
      moneyOf(0),
      moneyOf(29900),
    ])
    await waitForMail(b.email, /Balance received/)
    const none = await api(mainApp()).post('/create-payment-intent', {
      bookingId: b.id,
      token: b.accessToken,
      purpose: 'balance',
    })
    expect(none.status).toBe(409)
  })
})
