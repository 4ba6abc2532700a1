import { describe, expect, it } from 'vitest'

import { releaseExpiredHolds } from '../../plugins/booking/operations/create/releaseExpiredHolds'
import { dateInDays } from '../helpers/booking'
import { waitForMail } from '../helpers/mailCapture'
import { holdBooking, localReq, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { bookingDoc, phoneBooking, reservationsOf, staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'
import { moneyOf } from '@kernel'

const ownDays = fileDays('staff-actions.int')

const etransfer = (amountCents: number) => ({
  action: 'offline_payment',
  method: 'etransfer',
  amountCents,
  note: 'Interac ref 123',
})

describe('staff booking actions', () => {
  it('takes a phone booking with an e-transfer deposit: confirmed, booth confirmed, emails in the Outbox', async () => {
    const staff = await staffApi()
    const b = await phoneBooking(
      staff,
      { eventDate: ownDays.date(30), eventTime: '08:00', paymentType: 'deposit' },
      etransfer(7475),
    )
    expect(b.status).toBe('confirmed')
    const doc = await bookingDoc(b.id)
    expect([doc.totalCents, doc.amountPaidCents, doc.remainingBalanceCents]).toEqual([
      29900, 7475, 22425,
    ])
    expect(doc.source).toBe('phone')
    expect(doc.history?.map((h) => [h.action, h.amountCents])).toEqual([
      ['Created by phone', 29900],
      ['Payment recorded (e-transfer); booking confirmed', 7475],
    ])
    expect(doc.history?.[1]?.actor).toMatch(/^staff: /)
    expect(await reservationsOf(b.id)).toEqual([expect.objectContaining({ status: 'confirmed' })])
    const payload = await testPayload()
    const payments = await payload.find({
      collection: 'payments',
      where: { booking: { equals: b.id } },
    })
    expect(payments.docs.map((p) => [p.gateway, p.method, p.receivedCents, p.note])).toEqual([
      ['offline', 'etransfer', 7475, 'Interac ref 123'],
    ])
    const mail = await waitForMail(b.email, /booked/)
    expect(mail.text).toContain('$74.75')
    // The calendar file, and the deposit's receipt (issue 29: every payment gets a receipt).
    expect(mail.attachments.map((a) => a.filename)).toEqual([
      `${b.reference}.ics`,
      expect.stringMatching(/^R-\d{4}-\d{5}\.pdf$/),
    ])
    const outbox = await payload.find({
      collection: 'outbox',
      where: { booking: { equals: b.id } },
    })
    expect(outbox.docs.map((o) => o.status).sort()).toEqual(['sent', 'sent'])
    const confirmation = outbox.docs.find((o) => o.to === b.email)!
    expect((confirmation.attachments as { filename: string }[])[0]?.filename).toBe(
      `${b.reference}.ics`,
    )
  })

  it('emails a payment link for a booking awaiting payment and holds it for days, not minutes', async () => {
    const staff = await staffApi()
    const b = await phoneBooking(staff, { eventDate: ownDays.date(31), eventTime: '08:00' })
    expect(b.status).toBe('pending_payment')
    const doc = await bookingDoc(b.id)
    expect(new Date(doc.holdExpiresAt!).getTime() - Date.now()).toBeGreaterThan(71 * 3_600_000)
    const mail = await waitForMail(b.email, /Complete your booking/)
    expect(mail.text).toContain(`/booking/balance?booking_id=${b.id}&token=`)
  })

  it('refuses raw REST edits of status and money, even from an admin', async () => {
    const admin = await staffApi('admin')
    const b = await phoneBooking(admin, { eventDate: ownDays.date(32), eventTime: '08:00' })
    const res = await admin.patch(`/bookings/${b.id}`, {
      status: 'cancelled',
      totalCents: 1,
      amountPaidCents: 29900,
      notes: 'Call after 5',
    })
    expect(res.status).toBe(200)
    const doc = await bookingDoc(b.id)
    expect([doc.status, doc.totalCents, doc.amountPaidCents, doc.notes]).toEqual([
      'pending_payment',
      29900,
      0,
      'Call after 5',
    ])
  })

  it.each([
    [60, 75, 22425],
    [59, 50, 14950],
    [30, 50, 14950],
    [29, 0, 0],
  ])(
    'cancels %i days before the event with the %i%% refund the terms give',
    async (days, pct, refund) => {
      const staff = await staffApi()
      const b = await phoneBooking(
        staff,
        { eventDate: dateInDays(days), eventTime: '08:15' },
        etransfer(29900),
      )
      const terms = await (await staff.get(`/bookings/${b.id}/cancellation`)).json()
      expect(terms).toMatchObject({ daysBefore: days, refundPercent: pct, refund: moneyOf(refund) })
      const res = await staff.post(`/bookings/${b.id}/cancel`, {})
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({
        status: 'cancelled',
        refund: moneyOf(refund),
        offlineRefund: moneyOf(refund),
        delivery: 'sent', // the screen says "emailed" from this, never from the button
      })
      const doc = await bookingDoc(b.id)
      expect([doc.status, doc.refundedCents]).toEqual(['cancelled', refund])
      expect((await reservationsOf(b.id)).map((r) => r.status)).toEqual(['released'])
      await waitForMail(b.email, /is cancelled/)
      await waitForMail('hello@example.com', new RegExp(`Cancelled: ${b.reference}`))
    },
  )

  it('refunds an online payment through the gateway, and staff may override the refund with a reason', async () => {
    const staff = await staffApi()
    const held = await holdBooking(mainApp(), {
      packageId: 2,
      paymentType: 'full',
      eventDate: ownDays.date(0),
      eventTime: '08:30',
    })
    const intent = await (
      await fetch(`${mainApp()}/api/create-payment-intent`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ bookingId: held.id, token: held.accessToken, paymentType: 'full' }),
      })
    ).json()
    await fetch(`${mainApp()}/api/demo-payments/confirm`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
      }),
    })
    const confirmed = await fetch(`${mainApp()}/api/confirm-booking`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ bookingId: held.id, paymentIntentId: intent.paymentIntentId }),
    })
    expect(confirmed.status).toBe(200)
    const noReason = await staff.post(`/bookings/${held.id}/cancel`, { refundCents: 29900 })
    expect(noReason.status).toBe(400)
    const res = await staff.post(`/bookings/${held.id}/cancel`, {
      refundCents: 29900,
      reason: 'Family emergency',
    })
    expect(await res.json()).toMatchObject({ refund: moneyOf(29900), offlineRefund: moneyOf(0) })
    const payload = await testPayload()
    const payment = (
      await payload.find({
        collection: 'payments',
        where: { intentId: { equals: intent.paymentIntentId } },
      })
    ).docs[0]!
    expect([payment.status, payment.refundedCents]).toEqual(['refunded', 29900])
    const doc = await bookingDoc(held.id)
    expect(doc.history?.at(-1)?.note).toContain('Override (terms give $224.25): Family emergency')
  })

  it('reschedules atomically (first one free) and re-prices nothing', async () => {
    const staff = await staffApi()
    const b = await phoneBooking(
      staff,
      { eventDate: ownDays.date(40), eventTime: '08:00' },
      etransfer(29900),
    )
    const to = ownDays.date(41)
    const res = await staff.post(`/bookings/${b.id}/reschedule`, {
      eventDate: to,
      eventTime: '10:00',
    })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({ free: true, eventDate: to, eventTime: '10:00', delivery: 'sent' })
    expect(body.link).toContain(`/booking/manage?booking_id=${b.id}&token=`)
    const doc = await bookingDoc(b.id)
    expect([doc.totalCents, doc.amountPaidCents, doc.rescheduleCount]).toEqual([29900, 29900, 1])
    expect(doc.history?.at(-1)?.action).toBe('Rescheduled (free reschedule)')
    const rows = await reservationsOf(b.id)
    expect(rows.map((r) => r.status)).toEqual(['released', 'confirmed'])
    expect(new Date(rows[1]!.startsAt).toISOString()).toBe(
      new Date(doc.timeline!.setupStart!).toISOString(),
    )
    const second = await (
      await staff.post(`/bookings/${b.id}/reschedule`, { eventDate: to, eventTime: '11:00' })
    ).json()
    expect(second.free).toBe(false)
  })

  it('a reschedule racing a visitor for the last free booth: exactly one wins', async () => {
    const staff = await staffApi()
    const slot = { packageId: 2, eventDate: ownDays.date(50), eventTime: '12:00' }
    await holdBooking(mainApp(), slot) // booth 1 taken: one booth left at that time
    const b = await phoneBooking(
      staff,
      { eventDate: ownDays.date(51), eventTime: '12:00' },
      etransfer(29900),
    )
    const [moved, visitor] = await Promise.all([
      staff.post(`/bookings/${b.id}/reschedule`, {
        eventDate: slot.eventDate,
        eventTime: slot.eventTime,
      }),
      fetch(`${mainApp()}/api/bookings`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.99.0.7' },
        body: JSON.stringify({
          ...(await import('../helpers/booking')).bookingBody({
            ...slot,
            email: `race-${Date.now()}@test.example.com`,
          }),
        }),
      }),
    ])
    const wins = [moved.status === 200, visitor.status === 201]
    expect(wins.filter(Boolean)).toHaveLength(1)
    expect([moved.status, visitor.status]).toEqual(wins[0] ? [200, 409] : [409, 201])
    // The loser kept what it had: the staff booking its old date when it lost.
    const doc = await bookingDoc(b.id)
    expect(doc.eventDate).toBe(wins[0] ? slot.eventDate : ownDays.date(51))
    expect((await reservationsOf(b.id)).filter((r) => r.status === 'confirmed')).toHaveLength(1)
  })

  it('confirming a booking whose hold expired re-takes the slot when free and refuses when it was sold', async () => {
    const staff = await staffApi()
    const payload = await testPayload()
    const expire = async (id: number) => {
      const past = new Date(Date.now() - 60_000).toISOString()
      await payload.update({ collection: 'bookings', id, data: { holdExpiresAt: past } })
      await payload.update({
        collection: 'booth-reservations',
        where: { booking: { equals: id } },
        data: { holdExpiresAt: past },
      })
    }
    const free = await phoneBooking(staff, { eventDate: ownDays.date(60), eventTime: '08:00' })
    await expire(free.id)
    const ok = await staff.post(`/bookings/${free.id}/payments`, {
      method: 'cash',
      amountCents: 29900,
    })
    expect(ok.status).toBe(200)
    expect(await ok.json()).toMatchObject({ status: 'confirmed', confirmed: true })
    expect((await reservationsOf(free.id)).map((r) => r.status)).toEqual(['released', 'confirmed'])

    // A day no other file books: payments.demo holds day 151, and file order varies.
    const slot = { packageId: 2, eventDate: ownDays.date(65), eventTime: '08:00' }
    const lapsed = await phoneBooking(staff, slot)
    await expire(lapsed.id)
    await holdBooking(mainApp(), slot)
    await holdBooking(mainApp(), slot)
    const refused = await staff.post(`/bookings/${lapsed.id}/payments`, {
      method: 'cash',
      amountCents: 29900,
    })
    expect(refused.status).toBe(409)
    expect((await refused.json()).code).toBe('slot_taken')
    const doc = await bookingDoc(lapsed.id)
    expect([doc.status, doc.amountPaidCents]).toEqual(['expired', 0])
    const pays = await payload.find({
      collection: 'payments',
      where: { booking: { equals: lapsed.id } },
    })
    expect(pays.totalDocs).toBe(0)
  })

  it('the hold job never releases a confirmed booking’s booth', async () => {
    const staff = await staffApi()
    const b = await phoneBooking(
      staff,
      { eventDate: ownDays.date(70), eventTime: '08:00' },
      etransfer(29900),
    )
    const req = await localReq()
    await releaseExpiredHolds({ req, now: new Date(Date.now() + 400 * 86_400_000) })
    expect((await reservationsOf(b.id)).map((r) => r.status)).toEqual(['confirmed'])
    expect((await bookingDoc(b.id)).status).toBe('confirmed')
  })

  it('resends the confirmation and any Outbox message', async () => {
    const staff = await staffApi()
    const b = await phoneBooking(
      staff,
      { eventDate: ownDays.date(71), eventTime: '08:00' },
      etransfer(29900),
    )
    expect((await staff.post(`/bookings/${b.id}/resend-confirmation`)).status).toBe(200)
    const payload = await testPayload()
    const sent = await payload.find({ collection: 'outbox', where: { to: { equals: b.email } } })
    expect(sent.totalDocs).toBe(2)
    const res = await staff.post(`/outbox/${sent.docs[0]!.id}/resend`)
    expect(res.status).toBe(200)
    const after = await payload.find({
      collection: 'outbox',
      where: { to: { equals: b.email } },
      sort: '-createdAt',
      depth: 0,
    })
    expect(after.totalDocs).toBe(3)
    expect([after.docs[0]!.status, after.docs[0]!.resendOf]).toEqual(['sent', sent.docs[0]!.id])
  })
})

describe('staff endpoints refuse anonymous callers', () => {
  const paths: [string, string][] = [
    ['POST', '/bookings/staff'],
    ['POST', '/bookings/1/payments'],
    ['GET', '/bookings/1/cancellation'],
    ['POST', '/bookings/1/cancel'],
    ['POST', '/bookings/1/reschedule'],
    ['POST', '/bookings/1/resend-confirmation'],
    ['POST', '/bookings/1/payment-link'],
    ['POST', '/bookings/1/new-link'],
    ['POST', '/outbox/1/resend'],
    ['GET', '/outbox'],
  ]
  it.each(paths)('%s %s → 401 or 403 without a staff session', async (method, path) => {
    const res = await fetch(`${mainApp()}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    })
    expect(res.status).toBe(path === '/outbox' ? 403 : 401)
    if (path !== '/outbox') expect((await res.json()).code).toBe('unauthorized')
  })
})
