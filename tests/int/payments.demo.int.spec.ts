import { BUSINESS_TIME_ZONE, zonedWallToInstant } from '@kernel/time'
import { describe, expect, it } from 'vitest'

import { waitForMail } from '../helpers/mailCapture'
import { api, holdBooking, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { fileDays } from '../helpers/fileDays'
import { moneyOf } from '@kernel'

const ownDays = fileDays('payments.demo.int')

// Digital Plus ($299) in Winnipeg with THANKYOU15: 254.15 total, 63.54 deposit, 190.61 balance.
const digitalPlus = {
  packageId: 2,
  address: '100 Main St, Winnipeg, MB',
  selectedAddOns: [],
  addOnQuantities: '{}',
}

async function payDemo(
  intent: { paymentIntentId: string; clientSecret: string },
  cardNumber = '4242 4242 4242 4242',
) {
  return api(mainApp()).post('/demo-payments/confirm', { ...intent, cardNumber })
}

describe('payments with the demo gateway, over HTTP', () => {
  it('charges the server amount, confirms only after the money arrived, once, and emails a calendar file', async () => {
    const date = ownDays.date(1)
    const b = await holdBooking(mainApp(), { ...digitalPlus, eventDate: date, eventTime: '10:00' })
    const http = api(mainApp())
    const res = await http.post('/create-payment-intent', {
      bookingId: b.id,
      token: b.accessToken,
      paymentType: 'deposit',
      promoCode: ' thankyou15 ',
      amount: 1,
      totalAmount: 1,
    })
    expect(res.status).toBe(200)
    const intent = await res.json()
    expect([intent.gateway, intent.amount]).toEqual(['demo', moneyOf(6354)])
    expect([
      intent.booking.totalAmount,
      intent.booking.discountAmount,
      intent.booking.remainingBalance,
    ]).toEqual([moneyOf(25415), moneyOf(4485), moneyOf(19061)])

    // Not paid yet: nothing confirms.
    expect(
      (
        await http.post('/confirm-booking', {
          bookingId: b.id,
          paymentIntentId: intent.paymentIntentId,
        })
      ).status,
    ).toBe(402)
    const declined = await payDemo(intent, '4000 0000 0000 0002')
    expect([declined.status, (await declined.json()).message]).toEqual([
      402,
      'Your card was declined.',
    ])
    expect(
      (
        await http.post('/confirm-booking', {
          bookingId: b.id,
          paymentIntentId: intent.paymentIntentId,
        })
      ).status,
    ).toBe(402)

    expect((await payDemo(intent)).status).toBe(200)
    const first = await http.post('/confirm-booking', {
      bookingId: b.id,
      paymentIntentId: intent.paymentIntentId,
      paymentType: 'full',
      discountAmount: 999,
    })
    expect(await first.json()).toMatchObject({
      status: 'confirmed',
      bookingId: b.id,
      alreadyConfirmed: false,
    })
    const again = await http.post('/confirm-booking', {
      bookingId: b.id,
      paymentIntentId: intent.paymentIntentId,
    })
    expect(await again.json()).toMatchObject({ status: 'confirmed', alreadyConfirmed: true })

    const owner = await (await http.get(`/bookings/${b.id}?token=${b.accessToken}`)).json()
    expect([
      owner.status,
      owner.amountPaid,
      owner.remainingBalance,
      owner.paymentType,
      owner.paymentMethod,
      owner.balanceDueDate,
    ]).toEqual(['confirmed', moneyOf(6354), moneyOf(19061), 'deposit', 'card', ownDays.date(0)])
    const payload = await testPayload()
    const held = await payload.find({
      collection: 'booth-reservations',
      where: { booking: { equals: b.id } },
    })
    expect(held.docs.map((r) => r.status)).toEqual(['confirmed'])

    const mail = await waitForMail(b.email, /booked/)
    expect(mail.text).toContain('Paid: $63.54')
    expect(mail.text).toContain(`token=${b.accessToken}`)
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))
    // 10:00 in Winnipeg on that date, as an exact UTC instant under the bundled rules.
    const start = zonedWallToInstant(date, '10:00', BUSINESS_TIME_ZONE)
      .toISOString()
      .replace(/[-:]/g, '')
      .slice(0, 15)
    expect(ics?.content).toContain(`DTSTART:${start}Z`)
    expect(ics?.content).toContain(BUSINESS_TIME_ZONE)
    const staff = await waitForMail(
      'hello@example.com',
      new RegExp(`New booking ${owner.reference}`),
    )
    expect(staff.text).toContain(b.email)
    await new Promise((r) => setTimeout(r, 300))
    const { readMails } = await import('../helpers/mailCapture')
    expect(
      readMails().filter((m) => m.to.includes(b.email) && /booked/.test(m.subject)),
    ).toHaveLength(1)
  })

  it('re-prices the same intent when the payment type or promo changes, and rejects bad codes with the spec message', async () => {
    const b = await holdBooking(mainApp(), {
      ...digitalPlus,
      eventDate: ownDays.date(2),
      eventTime: '11:00',
    })
    const http = api(mainApp())
    const full = await (
      await http.post('/create-payment-intent', {
        bookingId: b.id,
        token: b.accessToken,
        paymentType: 'full',
      })
    ).json()
    const deposit = await (
      await http.post('/create-payment-intent', {
        bookingId: b.id,
        token: b.accessToken,
        paymentType: 'deposit',
        promoCode: 'LAUNCH20',
      })
    ).json()
    expect([full.amount, deposit.amount, deposit.paymentIntentId]).toEqual([
      moneyOf(29900),
      moneyOf(5980),
      full.paymentIntentId,
    ])
    const bad = await http.post('/create-payment-intent', {
      bookingId: b.id,
      token: b.accessToken,
      paymentType: 'full',
      promoCode: 'NOPE',
    })
    expect([bad.status, (await bad.json()).message]).toEqual([422, 'Invalid promo code'])
  })

  it('concurrent re-pricings of one booking leave its totals and its intent agreeing, and the payment settles them', async () => {
    const b = await holdBooking(mainApp(), {
      ...digitalPlus,
      eventDate: ownDays.date(3),
      eventTime: '11:00',
    })
    const payload = await testPayload()
    const price = (promoCode: string | null) =>
      api(mainApp()).post('/create-payment-intent', {
        bookingId: b.id,
        token: b.accessToken,
        paymentType: 'deposit',
        promoCode,
      })
    let last: { paymentIntentId: string; clientSecret: string } | null = null
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => price(i % 2 ? 'THANKYOU15' : null)),
      )
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200])
      last = await answers[0].json()
      const booking = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
      const { docs } = await payload.find({
        collection: 'payments',
        where: { booking: { equals: b.id } },
        depth: 0,
      })
      expect(docs).toHaveLength(1)
      const expected = booking.promoCode
        ? [25415, 6354, 19061, docs[0].amountCents]
        : [29900, 7475, 22425, docs[0].amountCents]
      expect([
        booking.totalCents,
        booking.depositCents,
        booking.remainingBalanceCents,
        booking.amountDueNowCents,
      ]).toEqual(expected)
    }
    expect((await payDemo(last!)).status).toBe(200)
    const confirm = await api(mainApp()).post('/confirm-booking', {
      bookingId: b.id,
      paymentIntentId: last!.paymentIntentId,
    })
    expect(confirm.status).toBe(200)
    const paid = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    expect(paid.status).toBe('confirmed')
    expect(paid.amountPaidCents).toBe(paid.amountDueNowCents)
    expect(paid.remainingBalanceCents).toBe(paid.totalCents! - paid.amountPaidCents!)
  })

  it('answers bad input with 4xx and a clear message, never 500', async () => {
    const b = await holdBooking(mainApp(), {
      ...digitalPlus,
      eventDate: ownDays.date(3),
      eventTime: '12:00',
    })
    const http = api(mainApp())
    const cases: Array<[string, unknown, number, RegExp]> = [
      [
        '/create-payment-intent',
        { bookingId: b.id, token: 'wrong', paymentType: 'full' },
        404,
        /not found/,
      ],
      [
        '/create-payment-intent',
        { bookingId: 99999999, token: 'x', paymentType: 'full' },
        404,
        /not found/,
      ],
      [
        '/create-payment-intent',
        { bookingId: 'abc', token: 'x' },
        400,
        /Validation error: bookingId/,
      ],
      [
        '/create-payment-intent',
        { bookingId: b.id, token: b.accessToken, paymentType: 'half' },
        400,
        /paymentType/,
      ],
      ['/confirm-booking', { bookingId: b.id }, 400, /paymentIntentId/],
      [
        '/confirm-booking',
        { bookingId: b.id, paymentIntentId: 'demo_pi_unknown' },
        404,
        /not found/,
      ],
      [
        '/demo-payments/confirm',
        { paymentIntentId: 'demo_pi_unknown', clientSecret: 'x' },
        404,
        /not found/,
      ],
    ]
    for (const [path, body, status, message] of cases) {
      const res = await http.post(path, body)
      expect([path, res.status]).toEqual([path, status])
      expect((await res.json()).message).toMatch(message)
    }
    const badJson = await fetch(`${mainApp()}/api/confirm-booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{nope',
    })
    expect(badJson.status).toBe(400)
  })

  it('records terms acceptance for the token holder only', async () => {
    const b = await holdBooking(mainApp(), {
      ...digitalPlus,
      eventDate: ownDays.date(4),
      eventTime: '13:00',
    })
    const http = api(mainApp())
    expect((await http.post(`/bookings/${b.id}/accept-terms`, { token: 'nope' })).status).toBe(404)
    const ok = await (
      await http.post(`/bookings/${b.id}/accept-terms`, { token: b.accessToken })
    ).json()
    expect(Date.parse(ok.termsAcceptedAt)).toBeGreaterThan(Date.now() - 60_000)
    const owner = await (await http.get(`/bookings/${b.id}?token=${b.accessToken}`)).json()
    expect(owner.termsAcceptedAt).toBe(ok.termsAcceptedAt)
  })

  it('stores payment error logs, bounded, and rate limits them', async () => {
    const http = api(mainApp())
    const res = await http.post('/payment-error-log', {
      timestamp: new Date().toISOString(),
      bookingId: '12',
      error: 'x'.repeat(5000),
      step: 'payment',
      context: { big: 'y'.repeat(9000) },
      userAgent: 'test',
      url: '/booking',
    })
    expect(res.status).toBe(202)
    const { id } = await res.json()
    const doc = await (await testPayload()).findByID({ collection: 'payment-error-logs', id })
    expect(doc.error).toHaveLength(1000)
    expect(JSON.stringify(doc.context).length).toBeLessThan(4200)
    expect((await http.post('/payment-error-log', { step: 'x' })).status).toBe(400)
    const statuses: number[] = []
    for (let i = 0; i < 20; i++)
      statuses.push((await http.post('/payment-error-log', { error: 'again' })).status)
    expect(statuses.at(-1)).toBe(429)
    expect(statuses.filter((s) => s === 202)).toHaveLength(18)
  })
})
