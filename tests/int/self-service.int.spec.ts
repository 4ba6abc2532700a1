import { describe, expect, it } from 'vitest'

import { sendFollowUps } from '../../plugins/booking/operations/notify/sendFollowUps'
import { bookingBody, dateInDays } from '../helpers/booking'
import { paymentsOf } from '../helpers/moneyPaths'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { bank, holdBooking, localReq, mainApp, stripeApp, api } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { manage, pageOf, paidBooking, payDemo, sampleDetails } from '../helpers/selfService'
import { bookingDoc, reservationsOf, staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'
import { moneyOf } from '@kernel'

const ownDays = fileDays('self-service.int')

const mailsTo = (to: string, subject: RegExp) =>
  readMails().filter((m) => m.to.includes(to) && subject.test(m.subject))

describe('customer self-service: cancel with the policy refund', () => {
  it.each([
    [60, 75, 22425],
    [59, 50, 14950],
    [30, 50, 14950],
    [29, 0, 0],
  ])(
    'cancelled %i days before (Winnipeg dates): %i%%, refunded through the demo gateway to the cent',
    async (days, pct, refund) => {
      const b = await paidBooking({ eventDate: dateInDays(days), eventTime: '20:00' })
      const page = await (await pageOf(b.id, b.accessToken)).text()
      expect(page).toContain(`${days} days before your event, our terms refund ${pct}%`)
      const res = await manage().cancel(b.id, b.accessToken)
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual({
        status: 'cancelled',
        refund: moneyOf(refund),
        delivery: 'sent',
      })
      const doc = await bookingDoc(b.id)
      expect([doc.status, doc.refundedCents, doc.history?.at(-1)?.actor]).toEqual([
        'cancelled',
        refund,
        'customer',
      ])
      expect(doc.history?.at(-1)?.note).toContain(`${pct}% at ${days} days' notice`)
      const [payment] = await paymentsOf(b.id)
      expect([payment!.gateway, payment!.receivedCents, payment!.refundedCents]).toEqual([
        'demo',
        29900,
        refund,
      ])
      expect((await reservationsOf(b.id)).map((r) => r.status)).toEqual(['released'])
      await waitForMail(b.email, /is cancelled/)
    },
  )

  it('a double cancel is a no-op: one refund, one history entry', async () => {
    const b = await paidBooking({ eventDate: ownDays.date(0), eventTime: '20:00' })
    const [first, second] = await Promise.all([
      manage().cancel(b.id, b.accessToken),
      manage().cancel(b.id, b.accessToken),
    ])
    expect([first.status, second.status]).toEqual([200, 200])
    const bodies = [await first.json(), await second.json()]
    expect(bodies.filter((x) => x.refund?.cents === 22425)).toHaveLength(1)
    expect(bodies.filter((x) => x.alreadyCancelled)).toHaveLength(1)
    const again = await manage().cancel(b.id, b.accessToken)
    expect(await again.json()).toEqual({ status: 'cancelled', alreadyCancelled: true })
    const doc = await bookingDoc(b.id)
    expect(doc.refundedCents).toBe(22425)
    expect(doc.history?.filter((h) => h.action === 'Cancelled')).toHaveLength(1)
    expect((await paymentsOf(b.id))[0]!.refundedCents).toBe(22425)
  })

  it('refunds a Stripe payment through the fake Stripe to the cent, with an idempotency key', async () => {
    const client = api(stripeApp())
    const held = await holdBooking(stripeApp(), {
      packageId: 4,
      paymentType: 'full',
      eventDate: ownDays.date(44),
      eventTime: '09:00',
    })
    const intent = await (
      await client.post('/create-payment-intent', {
        bookingId: held.id,
        token: held.accessToken,
        paymentType: 'full',
      })
    ).json()
    await bank(`/_control/payment_intents/${intent.paymentIntentId}/succeed`, {})
    expect(
      (
        await client.post('/confirm-booking', {
          bookingId: held.id,
          paymentIntentId: intent.paymentIntentId,
        })
      ).status,
    ).toBe(200)
    const res = await manage(stripeApp()).cancel(held.id, held.accessToken)
    expect(await res.json()).toEqual({
      status: 'cancelled',
      refund: { cents: 37425, text: '$374.25' },
      delivery: 'sent',
    }) // 75% of $499
    const refunds = (await bank('/_control/refunds')) as {
      amount: number
      payment_intent: string
    }[]
    expect(refunds.filter((r) => r.payment_intent === intent.paymentIntentId)).toEqual([
      expect.objectContaining({ amount: 37425 }),
    ])
    const requests = (await bank('/_control/requests')) as {
      method: string
      path: string
      idempotencyKey: string | null
    }[]
    const refundCalls = requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds')
    expect(refundCalls.at(-1)?.idempotencyKey).toBe(
      `cancel-${held.id}-${intent.paymentIntentId}-37425`,
    )
  })

  it('refuses to cancel while a balance payment is processing, then cancels once it cleared', async () => {
    const client = api(stripeApp())
    const held = await holdBooking(stripeApp(), {
      packageId: 4,
      paymentType: 'deposit',
      eventDate: ownDays.date(45),
      eventTime: '09:00',
    })
    const token = held.accessToken
    const deposit = await (
      await client.post('/create-payment-intent', {
        bookingId: held.id,
        token,
        paymentType: 'deposit',
      })
    ).json()
    await bank(`/_control/payment_intents/${deposit.paymentIntentId}/succeed`, {})
    await client.post('/confirm-booking', {
      bookingId: held.id,
      paymentIntentId: deposit.paymentIntentId,
    })
    const balance = await (
      await client.post('/create-payment-intent', {
        bookingId: held.id,
        token,
        paymentType: 'full',
        purpose: 'balance',
      })
    ).json()
    expect(balance.amount).toEqual(moneyOf(37425))
    await bank(`/_control/payment_intents/${balance.paymentIntentId}/process`, {})
    const refused = await manage(stripeApp()).cancel(held.id, token)
    expect(refused.status).toBe(409)
    expect((await refused.json()).code).toBe('payment_processing')
    expect((await bookingDoc(held.id)).status).toBe('confirmed')
    await bank(`/_control/payment_intents/${balance.paymentIntentId}/succeed`, {})
    await client.post('/confirm-booking', {
      bookingId: held.id,
      paymentIntentId: balance.paymentIntentId,
    })
    expect((await bookingDoc(held.id)).amountPaidCents).toBe(49900)
    const res = await manage(stripeApp()).cancel(held.id, token)
    expect(await res.json()).toEqual({
      status: 'cancelled',
      refund: { cents: 37425, text: '$374.25' },
      delivery: 'sent',
    })
  })

  it('a balance paid twice is refused; an unpaid balance intent is closed by a cancellation', async () => {
    const b = await paidBooking({
      eventDate: ownDays.date(10),
      eventTime: '20:00',
      paymentType: 'deposit',
    })
    expect((await bookingDoc(b.id)).remainingBalanceCents).toBe(22425)
    await payDemo(mainApp(), b.id, b.accessToken, 'balance')
    const doc = await bookingDoc(b.id)
    expect([doc.amountPaidCents, doc.remainingBalanceCents]).toEqual([29900, 0])
    const twice = await api(mainApp()).post('/create-payment-intent', {
      bookingId: b.id,
      token: b.accessToken,
      paymentType: 'full',
      purpose: 'balance',
    })
    expect([twice.status, (await twice.json()).code]).toEqual([409, 'no_balance'])
    expect((await bookingDoc(b.id)).amountPaidCents).toBe(29900)

    const c = await paidBooking({
      eventDate: ownDays.date(11),
      eventTime: '20:00',
      paymentType: 'deposit',
    })
    const open = await (
      await api(mainApp()).post('/create-payment-intent', {
        bookingId: c.id,
        token: c.accessToken,
        paymentType: 'full',
        purpose: 'balance',
      })
    ).json()
    expect((await manage().cancel(c.id, c.accessToken)).status).toBe(200)
    const late = await api(mainApp()).post('/demo-payments/confirm', {
      paymentIntentId: open.paymentIntentId,
      clientSecret: open.clientSecret,
    })
    expect(late.status).toBe(404)
    expect((await bookingDoc(c.id)).amountPaidCents).toBe(7475)
  })
})

describe('customer self-service: reschedule', () => {
  it('the first reschedule is free; a second is refused with the business phone', async () => {
    const b = await paidBooking({ eventDate: ownDays.date(21), eventTime: '20:00' })
    const to = ownDays.date(22)
    const res = await manage().reschedule(b.id, b.accessToken, to, '19:00')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      free: true,
      eventDate: to,
      eventTime: '19:00',
      delivery: 'sent',
    })
    const doc = await bookingDoc(b.id)
    expect([doc.eventDate, doc.eventTime, doc.rescheduleCount, doc.totalCents]).toEqual([
      to,
      '19:00',
      1,
      29900,
    ])
    expect(doc.history?.at(-1)).toMatchObject({
      actor: 'customer',
      action: 'Rescheduled (free reschedule)',
    })
    expect((await reservationsOf(b.id)).map((r) => r.status)).toEqual(['released', 'confirmed'])
    const second = await manage().reschedule(b.id, b.accessToken, ownDays.date(23), '19:00')
    expect(second.status).toBe(409)
    const body = await second.json()
    expect(body.code).toBe('reschedule_limit')
    expect(body.message).toContain('(204) 555-0142')
    expect((await bookingDoc(b.id)).eventDate).toBe(to)
    const page = await (await pageOf(b.id, b.accessToken)).text()
    expect(page).toContain('You have used your free reschedule')
  })

  it('a reschedule racing another visitor for the last free booth: exactly one wins', async () => {
    const slot = { packageId: 2, eventDate: ownDays.date(26), eventTime: '20:00' }
    await holdBooking(mainApp(), slot) // booth 1 taken: one booth left at that time
    const b = await paidBooking({ eventDate: ownDays.date(27), eventTime: '20:00' })
    const [moved, visitor] = await Promise.all([
      manage().reschedule(b.id, b.accessToken, slot.eventDate, slot.eventTime),
      fetch(`${mainApp()}/api/bookings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.98.0.7' },
        body: JSON.stringify(
          bookingBody({ ...slot, email: `race-self-${Date.now()}@test.example.com` }),
        ),
      }),
    ])
    const wins = [moved.status === 200, visitor.status === 201]
    expect(wins.filter(Boolean)).toHaveLength(1)
    expect([moved.status, visitor.status]).toEqual(wins[0] ? [200, 409] : [409, 201])
    const doc = await bookingDoc(b.id)
    expect(doc.eventDate).toBe(wins[0] ? slot.eventDate : ownDays.date(27))
    expect(doc.rescheduleCount).toBe(wins[0] ? 1 : 0)
    expect((await reservationsOf(b.id)).filter((r) => r.status === 'confirmed')).toHaveLength(1)
  })
})

describe('customer self-service: the token', () => {
  it('a wrong, missing or other booking’s token shows nothing and changes nothing', async () => {
    const b = await paidBooking({ eventDate: ownDays.date(31), eventTime: '20:00' })
    const other = await paidBooking({ eventDate: ownDays.date(32), eventTime: '20:00' })
    for (const token of ['', 'nope', other.accessToken, `${b.accessToken}x`]) {
      const page = await pageOf(b.id, token)
      expect(page.status).toBe(404)
      const html = await page.text()
      expect(html).not.toContain(b.reference)
      expect(html).not.toContain(b.email)
      const res = await manage().cancel(b.id, token || 'x')
      expect(res.status).toBe(404)
      expect(await res.json()).toMatchObject({ code: 'not_found', message: 'Booking not found.' })
    }
    expect((await pageOf(99_999_999, b.accessToken)).status).toBe(404)
    expect((await bookingDoc(b.id)).status).toBe('confirmed')
    const ok = await pageOf(b.id, b.accessToken)
    expect(ok.status).toBe(200)
    expect(ok.headers.get('referrer-policy')).toBe('no-referrer')
    expect(await ok.text()).toContain(b.reference)
  })

  it('staff "Send a new link" invalidates the old token and emails a working one', async () => {
    const b = await paidBooking({ eventDate: ownDays.date(33), eventTime: '20:00' })
    const staff = await staffApi()
    const res = await staff.post(`/bookings/${b.id}/new-link`)
    expect(res.status).toBe(200)
    expect((await pageOf(b.id, b.accessToken)).status).toBe(404)
    expect((await manage().cancel(b.id, b.accessToken)).status).toBe(404)
    const mail = await waitForMail(b.email, /new booking link/)
    const link = mail.text.match(/\/booking\/manage\?booking_id=\d+&token=([\w-]+)/)
    expect(link).not.toBeNull()
    expect(link![1]).not.toBe(b.accessToken)
    const fresh = await pageOf(b.id, link![1]!)
    expect(fresh.status).toBe(200)
    expect((await bookingDoc(b.id)).history?.at(-1)?.action).toBe('New link made')
    const anonymous = await fetch(`${mainApp()}/api/bookings/${b.id}/new-link`, { method: 'POST' })
    expect(anonymous.status).toBe(401)
  })

  it('every booking email links the manage page; event details save with a history entry', async () => {
    const b = await paidBooking({ eventDate: ownDays.date(34), eventTime: '20:00' })
    const mail = await waitForMail(b.email, /booked/)
    expect(mail.text).toContain(`/booking/manage?booking_id=${b.id}&token=${b.accessToken}`)
    const bad = await manage().details(b.id, b.accessToken, {
      ...sampleDetails,
      powerNearby: 'maybe',
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toContain('powerNearby')
    const res = await manage().details(b.id, b.accessToken, sampleDetails)
    expect(res.status).toBe(200)
    const doc = await bookingDoc(b.id)
    expect(doc.eventDetails).toMatchObject({ ...sampleDetails })
    expect(doc.eventDetails?.submittedAt).toBeTruthy()
    expect(doc.history?.at(-1)).toMatchObject({ actor: 'customer', action: 'Event details given' })
  })
})

describe('follow-up jobs', () => {
  it('details request, one reminder and the thank-you: each sent once, even when the job runs twice', async () => {
    const b = await paidBooking({ eventDate: dateInDays(7), eventTime: '21:00' })
    const cancelled = await paidBooking({ eventDate: dateInDays(7), eventTime: '21:15' })
    expect((await manage().cancel(cancelled.id, cancelled.accessToken)).status).toBe(200)
    const req = await localReq()
    const run = (daysAhead: number) =>
      sendFollowUps({ req, now: new Date(Date.now() + daysAhead * 86_400_000) })
    await Promise.all([run(0), sendFollowUps({ req: await localReq(), now: new Date() })])
    await run(0)
    await waitForMail(b.email, /A few details/)
    expect(mailsTo(b.email, /A few details/)).toHaveLength(1)
    expect(mailsTo(b.email, /A few details/)[0]!.text).toContain(
      `/booking/manage?booking_id=${b.id}&token=`,
    )
    await run(4) // 3 days before, details still missing
    await run(4)
    await waitForMail(b.email, /Reminder: set-up details/)
    expect(mailsTo(b.email, /Reminder: set-up details/)).toHaveLength(1)
    const payload = await testPayload()
    await payload.update({
      collection: 'bookings',
      id: b.id,
      data: { galleryUrl: 'https://photos.example.com/g/abc' },
    })
    await run(8) // the day after the event
    await run(8)
    const thanks = await waitForMail(b.email, /Thank you from/)
    expect(mailsTo(b.email, /Thank you from/)).toHaveLength(1)
    expect(thanks.text).toContain('See your photo gallery: https://photos.example.com/g/abc')
    expect(mailsTo(cancelled.email, /A few details|Reminder|Thank you from/)).toHaveLength(0)
    const doc = await bookingDoc(b.id)
    expect(doc.history?.map((h) => h.action)).toEqual(
      expect.arrayContaining([
        'Event details requested',
        'Event details reminder sent',
        'Thank-you sent',
      ]),
    )
  })
})
