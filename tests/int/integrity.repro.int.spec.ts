import { setTimeout as sleep } from 'node:timers/promises'

import { describe, expect, it, onTestFinished } from 'vitest'

import { bookingBody } from '../helpers/booking'
import { fileDays } from '../helpers/fileDays'
import {
  bookingRow,
  changeNow,
  expectInvariants,
  paidFull,
  quotedChange,
  staffReschedule,
  statusesOf,
} from '../helpers/integrity'
import { api, holdBooking, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { manage } from '../helpers/selfService'
import { staffApi } from '../helpers/staff'

const ownDays = fileDays('integrity.repro.int')

const EXTRA_TIME = 1

// Issue 34: the five findings of the hostile test, each as it was reported.
describe('issue 34 repro: a reschedule racing a booking change', () => {
  it('customer: change to Ultimate and a reschedule at once never leave a 150-minute timeline on a 4-hour package', async () => {
    for (let i = 0; i < 3; i++) {
      const b = await paidFull(2, ownDays.offset(2 * i))
      const change = await quotedChange(b, { packageId: 4 })
      const results = await Promise.all([
        change.confirm(),
        manage().reschedule(b.id, b.accessToken, ownDays.date(1 + 2 * i), '18:00'),
      ])
      const statuses = await statusesOf(results)
      expect(statuses).toContain(200)
      for (const s of statuses) expect([200, '409 booking_changed']).toContain(s)
      await expectInvariants([b.id])
    }
  })

  it('staff: a reschedule with reprice racing the customer change never sells Ultimate for $299', async () => {
    const staff = await staffApi()
    for (let i = 0; i < 4; i++) {
      const b = await paidFull(2, ownDays.offset(17 + i), '10:00')
      const change = await quotedChange(b, { packageId: 4 })
      const results = await Promise.all([
        (async () => {
          await sleep(i * 15) // the staff plan first, the change committing before its lock
          return change.confirm()
        })(),
        staffReschedule(staff, b.id, {
          eventDate: ownDays.date(17 + i),
          eventTime: '15:00',
          reprice: true,
        }),
      ])
      const statuses = await statusesOf(results)
      expect(statuses).toContain(200)
      for (const s of statuses) expect([200, '409 booking_changed']).toContain(s)
      const doc = await bookingRow(b.id)
      if (doc.package === 4) expect([doc.packagePriceCents, doc.totalCents]).toEqual([49900, 49900])
      await expectInvariants([b.id])
    }
  })
})

describe('issue 34 repro: lock order', () => {
  it('a lapsed hold paid in cash while a card confirms and new bookings take a limited promo, same day: never a 500', async () => {
    const payload = await testPayload()
    const staff = await staffApi()
    for (let i = 0; i < 4; i++) {
      const code = `F2X${process.pid % 1000}${i}${Date.now() % 10_000}`
      await payload.create({
        collection: 'promo-codes',
        data: { code, discountType: 'percentage', discountValue: 10, active: true, usageLimit: 3 },
      })
      onTestFinished(async () => {
        await payload.delete({ collection: 'promo-codes', where: { code: { equals: code } } })
      })
      const day = ownDays.date(8 + i)
      const lapsed = await holdBooking(mainApp(), {
        packageId: 1,
        paymentType: 'full',
        eventDate: day,
        eventTime: '08:00',
        promoCode: code,
      })
      const past = new Date(Date.now() - 60_000).toISOString()
      await payload.update({ collection: 'bookings', id: lapsed.id, data: { holdExpiresAt: past } })
      await payload.update({
        collection: 'booth-reservations',
        where: { booking: { equals: lapsed.id } },
        data: { holdExpiresAt: past },
      })
      const card = await holdBooking(mainApp(), {
        packageId: 1,
        paymentType: 'full',
        eventDate: day,
        eventTime: '11:00',
        promoCode: code,
      })
      const http = api(mainApp())
      const intent = await (
        await http.post('/create-payment-intent', {
          bookingId: card.id,
          token: card.accessToken,
          paymentType: 'full',
        })
      ).json()
      await http.post('/demo-payments/confirm', {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
      })
      const owed = (await bookingRow(lapsed.id)).totalCents!
      const results = await Promise.all([
        staff.post(`/bookings/${lapsed.id}/payments`, { method: 'cash', amountCents: owed }),
        http.post('/confirm-booking', {
          bookingId: card.id,
          paymentIntentId: intent.paymentIntentId,
        }),
        ...['14:00', '17:00', '20:00'].map((t) =>
          api(mainApp()).post(
            '/bookings',
            bookingBody({
              packageId: 1,
              paymentType: 'full',
              eventDate: day,
              eventTime: t,
              email: `f2-${i}-${t.slice(0, 2)}-${Date.now()}@test.example.com`,
              promoCode: code,
            }),
          ),
        ),
      ])
      for (const r of results) expect(r.status).toBeLessThan(500)
      expect(results[0].status).toBe(200)
      await expectInvariants([lapsed.id, card.id])
    }
  })
})

describe('issue 34 repro: refunds bounded by the terms', () => {
  it('Digital Plus → Ultimate (unpaid) → Digital Lite refunds what the direct change does: $75.00', async () => {
    const b = await paidFull(2, ownDays.offset(12))
    await changeNow(b, { packageId: 4 })
    const lowered = await changeNow(b, { packageId: 1 })
    expect(lowered.refund.cents).toBe(7500)
    expect((await bookingRow(b.id)).refundedCents).toBe(7500)
    await expectInvariants([b.id])
  })

  it('Ultimate + 4 × Extra Time (unpaid), lowered to Digital Lite, then cancelled returns what a direct cancel does: $374.25', async () => {
    const b = await paidFull(4, ownDays.offset(13), '10:00')
    await changeNow(b, { addOns: [{ addOnId: EXTRA_TIME, quantity: 4 }] })
    const lowered = await changeNow(b, { packageId: 1, addOns: [] })
    expect(lowered.refund.cents).toBe(22500) // 75% of the $300 paid above $199, not of $576 removed
    const cancel = await manage().cancel(b.id, b.accessToken)
    expect(cancel.status).toBe(200)
    expect((await bookingRow(b.id)).refundedCents).toBe(37425)
    await expectInvariants([b.id])
  })
})

describe('issue 34 repro: kept money is a line and a document', () => {
  it('Ultimate ($499, paid) → Digital Lite ($199): $225 back, $75 change fee line, total = net paid', async () => {
    const b = await paidFull(4, ownDays.offset(14), '10:00')
    const done = await changeNow(b, { packageId: 1 })
    expect([done.refund.cents, done.total.cents, done.balance.cents]).toEqual([22500, 27400, 0])
    const doc = await bookingRow(b.id)
    expect([doc.totalCents, doc.amountPaidCents, doc.refundedCents, doc.changeFeeCents]).toEqual([
      27400, 49900, 22500, 7500,
    ])
    const lines = (doc.snapshot as { lines: { label: string; amountCents: number }[] }).lines
    expect(lines.at(-1)).toMatchObject({
      label: 'Change fee (cancellation terms)',
      amountCents: 7500,
    })
    const { docs } = await (
      await testPayload()
    ).find({
      collection: 'booking-documents',
      where: { booking: { equals: b.id } },
      sort: 'number',
    })
    const credit = docs.find((d) => d.kind === 'credit_note')!
    expect(credit.amountCents).toBe(22500)
    expect(credit.description).toContain('Change fee (cancellation terms) $75.00 kept')
    await expectInvariants([b.id])
  })
})

describe('issue 34 repro: strict ids on staff routes', () => {
  it('hex, padded, array and string numbers are refused; nothing is recorded', async () => {
    const staff = await staffApi()
    const held = await holdBooking(mainApp(), { eventDate: ownDays.date(15), eventTime: '09:00' })
    const before = (await bookingRow(held.id)).updatedAt
    const hex = `0x${held.id.toString(16)}`
    const cash = { method: 'cash', amountCents: 100 }
    expect((await staff.post(`/bookings/${hex}/payments`, cash)).status).toBe(404)
    expect((await staff.post(`/bookings/%20${held.id}/payments`, cash)).status).toBe(404)
    expect(
      (await staff.post(`/bookings/${held.id}/payments`, { ...cash, amountCents: '100' })).status,
    ).toBe(400)
    const paid = await paidFull(2, ownDays.offset(16))
    for (const body of [
      { packageId: [3], version: 'v', expectedTotalCents: 1 },
      { addOns: [{ addOnId: 1, quantity: '0x2' }], version: 'v', expectedTotalCents: 1 },
      { addOns: [{ addOnId: '1', quantity: 2 }], version: 'v', expectedTotalCents: '1' },
    ]) {
      const res = await staff.post(`/bookings/${paid.id}/modify`, body)
      expect([res.status, (await res.json()).code]).toEqual([400, 'invalid_input'])
    }
    expect((await bookingRow(held.id)).updatedAt).toBe(before)
  })
})
