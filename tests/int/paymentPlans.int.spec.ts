import { addDaysToDateString } from '@kernel'
import { describe, expect, it } from 'vitest'

import { datesOnDayOfMonth } from '../../plugins/booking/core/replanInstalments'
import { testPayload } from '../helpers/payload'
import { api, bank, mainApp, stripeApp } from '../helpers/payments'
import { waitForMail } from '../helpers/mailCapture'
import { manage } from '../helpers/selfService'
import {
  bookWithDemoPlan,
  bookWithStripePlan,
  chargeOn,
  holdFarBooking,
  intentFor,
  paymentsOf,
  snapshotOf,
} from '../helpers/paymentPlans'
import { moneyOf } from '@kernel'

/** The sum of the booking API's schedule (amounts as the wire sends them). */
const sumShown = (parts: { amount: { cents: number } }[]) =>
  parts.reduce((s, p) => s + p.amount.cents, 0)

describe('choosing what to pay now (POST /api/create-payment-intent)', () => {
  it('takes a 40% deposit and refuses 24% with the minimum, in the error shape', async () => {
    const b = await holdFarBooking()
    const low = await intentFor(mainApp(), b, { paymentType: 'deposit', amountCents: 7176 })
    expect(low.status).toBe(422)
    expect(await low.json()).toMatchObject({
      code: 'deposit_too_low',
      field: 'amountCents',
      message: 'The deposit must be at least 25% of the total: $74.75 or more.',
    })
    const ok = await intentFor(mainApp(), b, { paymentType: 'deposit', amountCents: 11960 })
    expect(ok.status).toBe(200)
    const body = await ok.json()
    expect([body.amount, body.booking.paymentSchedule]).toEqual([
      moneyOf(11960),
      [
        { dueDate: expect.any(String), amount: moneyOf(11960), status: 'scheduled' },
        {
          dueDate: addDaysToDateString(body.booking.eventDate, -1),
          amount: moneyOf(17940),
          status: 'scheduled',
        },
      ],
    ])
    const high = await intentFor(mainApp(), b, { paymentType: 'deposit', amountCents: 29901 })
    expect([high.status, (await high.json()).code]).toEqual([422, 'deposit_too_high'])
  })

  it('plans monthly parts that add up to the total, the last 14 days before the event', async () => {
    const b = await holdFarBooking()
    const res = await intentFor(mainApp(), b, { paymentType: 'plan', amountCents: 10001 })
    const body = await res.json()
    expect(res.status).toBe(200)
    const parts = body.booking.paymentSchedule
    expect(sumShown(parts)).toBe(29900)
    expect(parts[0].amount).toEqual(moneyOf(10001))
    expect(parts.at(-1).dueDate).toBe(addDaysToDateString(body.booking.eventDate, -14))
    const later = parts.slice(1).map((p: { amount: { cents: number } }) => p.amount.cents)
    expect(Math.max(...later) - Math.min(...later)).toBeLessThanOrEqual(1)
    expect(parts.length).toBeGreaterThanOrEqual(6)
  })

  it('keeps the last choice: full, then a plan, then the card kept, then paid', async () => {
    const b = await holdFarBooking()
    for (const body of [
      { paymentType: 'full' },
      { paymentType: 'plan', amountCents: 14950 },
      { paymentType: 'plan', amountCents: 7475 },
      { paymentType: 'plan', amountCents: 7475, saveCard: true },
    ])
      expect((await intentFor(mainApp(), b, body)).status).toBe(200)
    const last = await (
      await intentFor(mainApp(), b, { paymentType: 'plan', amountCents: 7475, saveCard: true })
    ).json()
    expect(last.amount).toEqual(moneyOf(7475))
    await api(mainApp()).post('/demo-payments/confirm', {
      paymentIntentId: last.paymentIntentId,
      clientSecret: last.clientSecret,
      cardNumber: '4242424242424242',
    })
    const confirmed = await api(mainApp()).post('/confirm-booking', {
      bookingId: b.id,
      paymentIntentId: last.paymentIntentId,
    })
    expect(confirmed.status).toBe(200)
    const snap = await snapshotOf(mainApp(), b)
    expect(snap.paymentSchedule[0]).toMatchObject({ amount: moneyOf(7475), status: 'paid' })
    expect(snap.paymentSchedule.length).toBeGreaterThan(2)
    expect(snap.autopay).toBe(true)
  })

  it('refuses a plan for an event 90 days away or less', async () => {
    const b = await holdFarBooking(mainApp(), 30)
    const res = await intentFor(mainApp(), b, { paymentType: 'plan' })
    expect([res.status, (await res.json()).code]).toEqual([422, 'plan_not_available'])
  })
})

describe('the saved card and the schedule job (demo gateway)', () => {
  it('keeps the card with the consent, then charges a due part once when two servers run at once', async () => {
    const b = await bookWithDemoPlan({ saveCard: true })
    const snap = await snapshotOf(mainApp(), b)
    expect([snap.autopay, snap.cardOnFile]).toEqual([true, { brand: 'Demo card', last4: '4242' }])
    expect(snap.paymentSchedule.map((p) => p.status)).toEqual([
      'paid',
      ...snap.paymentSchedule.slice(1).map(() => 'scheduled'),
    ])
    const payload = await testPayload()
    const doc = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    expect(doc.autopayConsent).toMatchObject({ version: '2026-11-26', ip: expect.any(String) })
    const due = snap.paymentSchedule[1]!
    // Before its date nothing is charged.
    expect(await chargeOn(b.id, addDaysToDateString(due.dueDate, -1))).toBe('skipped')
    const outcomes = await Promise.all([chargeOn(b.id, due.dueDate), chargeOn(b.id, due.dueDate)])
    expect(outcomes.sort()).toEqual(['paid', 'skipped'])
    const charged = (await paymentsOf(b.id)).filter((p) => p.instalmentId)
    expect(charged.map((p) => [p.status, p.receivedCents])).toEqual([
      ['succeeded', due.amount.cents],
    ])
    const after = await snapshotOf(mainApp(), b)
    expect(after.paymentSchedule[1]!.status).toBe('paid')
    expect(after.amountPaid.cents).toBe(snap.paymentSchedule[0]!.amount.cents + due.amount.cents)
    const receipts = await payload.find({
      collection: 'booking-documents',
      where: { booking: { equals: b.id } },
      depth: 0,
    })
    expect(receipts.docs.filter((d) => d.kind === 'receipt')).toHaveLength(2)
    await waitForMail(b.email, /^Payment received for/)
  })

  it('retries a decline once, 2 days later, emails the customer and alerts staff', async () => {
    const b = await bookWithDemoPlan({ card: '4000 0000 0000 0341' })
    const snap = await snapshotOf(mainApp(), b)
    expect(snap.cardOnFile).toEqual({ brand: 'Demo card', last4: '0341' })
    const due = snap.paymentSchedule[1]!.dueDate
    expect(await chargeOn(b.id, due)).toBe('declined')
    expect((await snapshotOf(mainApp(), b)).paymentSchedule[1]!.status).toBe('failed')
    await waitForMail(b.email, /did not go through/)
    expect(await chargeOn(b.id, addDaysToDateString(due, 1))).toBe('skipped')
    expect(await chargeOn(b.id, addDaysToDateString(due, 2))).toBe('declined')
    expect(await chargeOn(b.id, addDaysToDateString(due, 4))).toBe('skipped')
    const payload = await testPayload()
    const alerts = await payload.find({
      collection: 'payment-error-logs',
      where: { bookingId: { equals: String(b.id) } },
      sort: 'createdAt',
      depth: 0,
    })
    expect(alerts.docs.map((d) => d.error)).toEqual([
      expect.stringMatching(
        /^Automatic payment of \$\d+\.\d\d for .* failed: Your card was declined\.; retried on/,
      ),
      expect.stringMatching(/no more automatic retries$/),
    ])
    const doc = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    expect(doc.paymentFailure).toMatch(/declined .*attempt 2/)
    expect(
      (await paymentsOf(b.id)).filter((p) => p.instalmentId).map((p) => p.receivedCents ?? 0),
    ).toEqual([0, 0])
  })

  it('a card that needs authentication gets the customer an email with a link to finish', async () => {
    const b = await bookWithDemoPlan({ card: '4000 0027 6000 3184' })
    const due = (await snapshotOf(mainApp(), b)).paymentSchedule[1]!.dueDate
    expect(await chargeOn(b.id, due)).toBe('authentication_required')
    const mail = await waitForMail(b.email, /^Please confirm your payment/)
    expect(mail.text).toContain(`/booking/balance?booking_id=${b.id}&token=`)
    // It waits for the customer: no automatic retry.
    expect(await chargeOn(b.id, addDaysToDateString(due, 2))).toBe('skipped')
  })

  it('autopay turned off: the job skips the booking', async () => {
    const b = await bookWithDemoPlan({})
    const off = await api(mainApp()).post(`/bookings/${b.id}/manage/autopay`, {
      token: b.accessToken,
      on: false,
    })
    expect([off.status, (await off.json()).autopay]).toEqual([200, false])
    const snap = await snapshotOf(mainApp(), b)
    expect([snap.autopay, snap.cardOnFile?.last4]).toEqual([false, '4242'])
    expect(await chargeOn(b.id, snap.paymentSchedule[1]!.dueDate)).toBe('skipped')
    expect((await paymentsOf(b.id)).filter((p) => p.instalmentId)).toEqual([])
  })
})

describe('events that change the plan', () => {
  it('a reschedule re-plans the open parts; what was paid stays paid', async () => {
    const b = await bookWithDemoPlan({})
    const before = await snapshotOf(mainApp(), b)
    const to = addDaysToDateString(before.eventDate, 45)
    const res = await manage().reschedule(b.id, b.accessToken, to, '09:15')
    expect(res.status).toBe(200)
    const after = await snapshotOf(mainApp(), b)
    expect(after.paymentSchedule[0]).toEqual(before.paymentSchedule[0])
    // Issue 48: on the plan's own day of the month, the last no later than 14 days before.
    const last = after.paymentSchedule.at(-1)!.dueDate
    expect(last <= addDaysToDateString(to, -14)).toBe(true)
    expect(last > addDaysToDateString(to, -14 - 31)).toBe(true)
    const day = Number(before.paymentSchedule.at(-1)!.dueDate.slice(8))
    expect(datesOnDayOfMonth(day, last, last)).toEqual([last])
    expect(sumShown(after.paymentSchedule)).toBe(after.totalAmount.cents)
    expect(after.paymentSchedule.slice(1).every((p) => p.status === 'scheduled')).toBe(true)
  })

  it('a cancellation cancels the open parts', async () => {
    const b = await bookWithDemoPlan({})
    expect((await manage().cancel(b.id, b.accessToken)).status).toBe(200)
    const after = await snapshotOf(mainApp(), b)
    expect(after.paymentSchedule.map((p) => p.status)).toEqual([
      'paid',
      ...after.paymentSchedule.slice(1).map(() => 'cancelled'),
    ])
    expect(after.autopay).toBe(false)
    expect(await chargeOn(b.id, after.paymentSchedule[1]!.dueDate)).toBe('skipped')
  })
})

describe('saved cards with Stripe (the fake Stripe server)', () => {
  it('saves the card on a Customer with setup_future_usage, and charges off-session once per key', async () => {
    const b = await bookWithStripePlan('4242424242424242')
    const snap = await snapshotOf(stripeApp(), b)
    expect([snap.autopay, snap.cardOnFile]).toEqual([true, { brand: 'visa', last4: '4242' }])
    const due = snap.paymentSchedule[1]!
    expect(await chargeOn(b.id, due.dueDate, 'stripe')).toBe('paid')
    const requests = (await bank('/_control/requests')) as {
      path: string
      idempotencyKey: string | null
    }[]
    expect(
      requests.some(
        (r) => r.path === '/v1/customers' && r.idempotencyKey === `customer-booking-${b.id}`,
      ),
    ).toBe(true)
    const key = requests.find((r) =>
      r.idempotencyKey?.startsWith(`autopay-${b.id}-`),
    )?.idempotencyKey
    expect(key).toBe(`autopay-${b.id}-1.1-1`)
    expect((await snapshotOf(stripeApp(), b)).paymentSchedule[1]!.status).toBe('paid')
  })

  it('Stripe test card 4000000000000341 attaches, then declines off-session', async () => {
    const b = await bookWithStripePlan('4000000000000341')
    const due = (await snapshotOf(stripeApp(), b)).paymentSchedule[1]!.dueDate
    expect(await chargeOn(b.id, due, 'stripe')).toBe('declined')
  })

  it('Stripe test card 4000002760003184 needs authentication', async () => {
    const b = await bookWithStripePlan('4000002760003184')
    const due = (await snapshotOf(stripeApp(), b)).paymentSchedule[1]!.dueDate
    expect(await chargeOn(b.id, due, 'stripe')).toBe('authentication_required')
  })
})
