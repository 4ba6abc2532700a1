import { describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { paymentsOf } from '../helpers/moneyPaths'
import { api, bank, holdBooking, payHeldWithStripe, stripeApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { paidBooking } from '../helpers/selfService'
import { bookingDoc, reservationsOf, staffApi } from '../helpers/staff'
import { visitorIp } from '../helpers/visitorIp'
import { fileDays } from '../helpers/fileDays'
import { moneyOf, type Money } from '@kernel'

const ownDays = fileDays('modify-booking.int')

const EXTRA_TIME = 1
const CUSTOM_BACKDROP = 4

type Change = Record<string, unknown>
type Quote = {
  version: string
  newTotal: Money
  oldTotal: Money
  paid: Money
  balance: Money
  refund: Money
  kept: Money
  refundPercent: number
  options: { backdrops: { id: number; name: string }[] }
}

/** The manage page's calls for one booking, as the browser makes them (token in the body). */
function customer(b: { id: number; accessToken: string }, base?: string) {
  const client = api(base ?? process.env.APP_URL ?? 'http://127.0.0.1:3100', visitorIp())
  return {
    quote: (change: Change = {}) =>
      client.post(`/bookings/${b.id}/manage/modify/quote`, { token: b.accessToken, ...change }),
    modify: (change: Change) =>
      client.post(`/bookings/${b.id}/manage/modify`, { token: b.accessToken, ...change }),
  }
}

/** Quotes a change and confirms exactly what was quoted. */
async function change(b: { id: number; accessToken: string }, what: Change, base?: string) {
  const c = customer(b, base)
  const res = await c.quote(what)
  const q = (await res.json()) as Quote
  expect(res.status).toBe(200)
  const done = await c.modify({ ...what, version: q.version, expectedTotalCents: q.newTotal.cents })
  return { q, res: done, body: await done.json() }
}

describe('changing a booking (package, backdrop, add-ons)', () => {
  it('a new backdrop is free: same total, nothing to pay, the history and a new email say so', async () => {
    const b = await paidBooking({ eventDate: ownDays.date(0), eventTime: '10:00' })
    const before = await bookingDoc(b.id)
    const { q, res, body } = await change(b, { backdropId: 3 })
    expect([q.oldTotal.cents, q.newTotal.cents, q.balance.cents, q.refund.cents]).toEqual([
      29900, 29900, 0, 0,
    ])
    expect(res.status).toBe(200)
    expect(body).toMatchObject({ total: moneyOf(29900), balance: moneyOf(0), refund: moneyOf(0) })
    const doc = await bookingDoc(b.id)
    expect([doc.backdrop, doc.totalCents, doc.amountPaidCents, doc.remainingBalanceCents]).toEqual([
      3, 29900, 29900, 0,
    ])
    expect((doc.snapshot as { backdrop: { name: string } }).backdrop.name).toBe('Gold Shimmer')
    expect(doc.timeline).toEqual(before.timeline)
    expect(doc.history?.at(-1)).toMatchObject({ actor: 'customer', action: 'Booking changed' })
    expect(doc.history?.at(-1)?.note).toContain('Backdrop: Champagne Sequin → Gold Shimmer')
    const mail = await waitForMail(b.email, /Booking updated/)
    expect(mail.text).toContain('Gold Shimmer')
  })

  it('an add-on added after paying in full: the balance grows by its price, the booth is re-taken longer', async () => {
    const b = await paidBooking({ eventDate: ownDays.date(1), eventTime: '10:00' })
    const [was] = await reservationsOf(b.id)
    const { q, res, body } = await change(b, { addOns: [{ addOnId: EXTRA_TIME, quantity: 1 }] })
    expect([q.newTotal.cents, q.paid.cents, q.balance.cents, q.refund.cents]).toEqual([
      36800, 29900, 6900, 0,
    ])
    expect([res.status, body.balance.cents]).toEqual([200, 6900])
    const doc = await bookingDoc(b.id)
    expect([doc.totalCents, doc.remainingBalanceCents, doc.balanceDueDate]).toEqual([
      36800,
      6900,
      ownDays.date(0),
    ])
    expect(doc.addOns?.map((a) => [a.name, a.quantity, a.amountCents])).toEqual([
      ['Extra Time', 1, 6900],
    ])
    const live = (await reservationsOf(b.id)).filter((r) => r.status === 'confirmed')
    expect(live).toHaveLength(1)
    expect([live[0]!.booth, live[0]!.startsAt]).toEqual([was!.booth, was!.startsAt])
    const reservation = await (
      await testPayload()
    ).find({
      collection: 'booth-reservations',
      where: { and: [{ booking: { equals: b.id } }, { status: { equals: 'confirmed' } }] },
      depth: 0,
    })
    expect(
      new Date(reservation.docs[0]!.endsAt).getTime() - new Date(doc.timeline!.end!).getTime(),
    ).toBe(
      60 * 60_000, // the teardown buffer after the new, later end
    )
    const mail = await waitForMail(b.email, /Booking updated/)
    expect(mail.text).toContain('Extra Time')
    expect(mail.attachments?.[0]?.filename ?? '').toMatch(/\.ics$/)
  })

  it('an add-on removed after paying in full: 75% of its price refunded through the gateway, to the cent', async () => {
    const b = await paidBooking({
      eventDate: ownDays.date(2),
      eventTime: '10:00',
      selectedAddOns: [EXTRA_TIME],
      addOnQuantities: JSON.stringify({ [EXTRA_TIME]: 1 }),
    })
    const { q, body } = await change(b, { addOns: [] })
    expect([
      q.oldTotal.cents,
      q.newTotal.cents,
      q.refund.cents,
      q.kept.cents,
      q.refundPercent,
    ]).toEqual([36800, 31625, 5175, 1725, 75])
    // Issue 34: the $17.25 kept is a change fee line, so the total is what was paid and kept.
    expect(body).toMatchObject({
      total: moneyOf(31625),
      balance: moneyOf(0),
      refund: moneyOf(5175),
    })
    const doc = await bookingDoc(b.id)
    expect([
      doc.totalCents,
      doc.amountPaidCents,
      doc.refundedCents,
      doc.remainingBalanceCents,
      doc.changeFeeCents,
    ]).toEqual([31625, 36800, 5175, 0, 1725])
    const [payment] = await paymentsOf(b.id)
    expect([payment!.receivedCents, payment!.refundedCents, payment!.status]).toEqual([
      36800,
      5175,
      'succeeded',
    ])
    expect(doc.history?.at(-1)?.note).toContain(
      'refund $51.75 (75% of $69.00 paid above the new price',
    )
    expect(doc.history?.at(-1)?.note).toContain('Change fee (cancellation terms) $17.25 kept')
    expect(doc.history?.at(-1)?.amountCents).toBe(5175)
  })

  it('refunds a Stripe payment with its own idempotency key per change', async () => {
    const held = await holdBooking(stripeApp(), {
      packageId: 2,
      paymentType: 'full',
      eventDate: ownDays.date(3),
      eventTime: '10:00',
      selectedAddOns: [EXTRA_TIME],
      addOnQuantities: JSON.stringify({ [EXTRA_TIME]: 2 }),
    })
    const intent = await payHeldWithStripe(held, 'full')
    const first = await change(
      held,
      { addOns: [{ addOnId: EXTRA_TIME, quantity: 1 }] },
      stripeApp(),
    )
    const second = await change(held, { addOns: [] }, stripeApp())
    expect([first.body.refund.cents, second.body.refund.cents]).toEqual([5175, 5175])
    const refunds = (await bank('/_control/refunds')) as {
      amount: number
      payment_intent: string
    }[]
    expect(
      refunds.filter((r) => r.payment_intent === intent.paymentIntentId).map((r) => r.amount),
    ).toEqual([5175, 5175])
    expect((await bookingDoc(held.id)).refundedCents).toBe(10350)
  })

  it('a package change re-prices the booking and keeps the booked add-ons', async () => {
    const b = await paidBooking({
      eventDate: ownDays.date(4),
      eventTime: '10:00',
      paymentType: 'deposit',
    })
    const { q, body } = await change(b, { packageId: 4 })
    // Ultimate $499; the $74.75 deposit paid stays; the balance is the rest.
    expect([q.newTotal.cents, q.paid.cents, q.balance.cents]).toEqual([49900, 7475, 42425])
    expect(body.balance.cents).toBe(42425)
    const doc = await bookingDoc(b.id)
    expect([doc.package, doc.totalCents, doc.depositCents, doc.remainingBalanceCents]).toEqual([
      4, 49900, 12475, 42425,
    ])
    const snap = doc.snapshot as { package: { name: string; durationMinutes: number } }
    expect([snap.package.name, snap.package.durationMinutes]).toEqual(['Ultimate', 240])
    expect(doc.history?.at(-1)?.note).toContain('Package: Digital Plus → Ultimate')
  })

  it('a longer booking is refused when the booth is taken later that evening; nothing changes', async () => {
    const day = ownDays.date(5)
    const b = await paidBooking({ eventDate: day, eventTime: '14:00' }) // booth 1 until 5:30 PM
    await paidBooking({ eventDate: day, eventTime: '14:00' }) // booth 2 at the same time
    await paidBooking({ eventDate: day, eventTime: '19:00' }) // both booths from 6:00 PM
    await paidBooking({ eventDate: day, eventTime: '19:00' })
    const before = await bookingDoc(b.id)
    const c = customer(b)
    const q = (await (
      await c.quote({ addOns: [{ addOnId: EXTRA_TIME, quantity: 2 }] })
    ).json()) as Quote
    const res = await c.modify({
      addOns: [{ addOnId: EXTRA_TIME, quantity: 2 }],
      version: q.version,
      expectedTotalCents: q.newTotal.cents,
    })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ code: 'slot_taken' })
    const after = await bookingDoc(b.id)
    expect([after.totalCents, after.addOns, after.timeline, after.updatedAt]).toEqual([
      before.totalCents,
      before.addOns,
      before.timeline,
      before.updatedAt,
    ])
    expect((await reservationsOf(b.id)).map((r) => r.status)).toEqual(['confirmed'])
    // Two Photo Booths needs the second booth for the whole time: booth 2 is taken at 2:00 PM.
    const two = (await (await c.quote({ addOns: [{ addOnId: 2, quantity: 1 }] })).json()) as Quote
    const second = await c.modify({
      addOns: [{ addOnId: 2, quantity: 1 }],
      version: two.version,
      expectedTotalCents: two.newTotal.cents,
    })
    expect([second.status, (await second.json()).code]).toEqual([409, 'slot_taken'])
  })

  it('two simultaneous changes of one booking: one wins, the other is told the booking changed', async () => {
    const b = await paidBooking({ eventDate: ownDays.date(6), eventTime: '10:00' })
    const c = customer(b)
    const q = (await (await c.quote()).json()) as Quote
    const [extra, backdrop] = await Promise.all([
      c.modify({
        addOns: [{ addOnId: EXTRA_TIME, quantity: 1 }],
        version: q.version,
        expectedTotalCents: 36800,
      }),
      c.modify({ backdropId: 2, version: q.version, expectedTotalCents: 29900 }),
    ])
    expect([extra.status, backdrop.status].sort()).toEqual([200, 409])
    const loser = extra.status === 409 ? extra : backdrop
    expect((await loser.json()).code).toBe('booking_changed')
    const doc = await bookingDoc(b.id)
    expect(doc.history?.filter((h) => h.action === 'Booking changed')).toHaveLength(1)
    expect(doc.remainingBalanceCents).toBe(extra.status === 200 ? 6900 : 0)
    expect((await reservationsOf(b.id)).filter((r) => r.status === 'confirmed')).toHaveLength(1)
  })

  it('a customer change inside 7 days is refused with the phone; staff may still make it', async () => {
    const b = await paidBooking({ eventDate: ownDays.date(7), eventTime: '10:00' })
    // The event is now 6 days away (the clock cannot move over HTTP; the date can, as staff data).
    const payload = await testPayload()
    await payload.db.updateOne({
      collection: 'bookings',
      id: b.id,
      data: { eventDate: dateInDays(6) },
    })
    const res = await customer(b).quote({ backdropId: 2 })
    expect(res.status).toBe(409)
    const err = await res.json()
    expect(err.code).toBe('modify_window_closed')
    const { phone } = await payload.findGlobal({ slug: 'site-settings' })
    expect(err.message).toContain(`call us at ${phone}`)
    const staff = await staffApi()
    const quoted = await staff.post(`/bookings/${b.id}/modification/quote`, { backdropId: 2 })
    const sq = (await quoted.json()) as Quote
    expect(quoted.status).toBe(200)
    const done = await staff.post(`/bookings/${b.id}/modify`, {
      backdropId: 2,
      version: sq.version,
      expectedTotalCents: sq.newTotal.cents,
    })
    expect(done.status).toBe(200)
    expect((await bookingDoc(b.id)).history?.at(-1)?.actor).toMatch(/^staff: /)
  })

  it('refuses add-ons without their notice, Self-Serve exclusions, bad input and wrong tokens', async () => {
    const b = await paidBooking({ eventDate: dateInDays(15), eventTime: '10:00' })
    const c = customer(b)
    const bad = await c.quote({ addOns: [{ addOnId: EXTRA_TIME, quantity: -1 }] })
    expect([bad.status, (await bad.json()).code]).toEqual([400, 'invalid_input'])
    const selfServe = await c.quote({ packageId: 1, addOns: [{ addOnId: 3, quantity: 1 }] })
    expect([selfServe.status, (await selfServe.json()).code]).toEqual([422, 'quote_rejected'])
    const wrong = await customer({ id: b.id, accessToken: 'x'.repeat(43) }).quote({ backdropId: 2 })
    expect(wrong.status).toBe(404)
    const same = await c.modify({ version: 'x', expectedTotalCents: 29900 })
    expect((await same.json()).code).toBe('no_change')
    // The Custom Backdrop keeps its 3-week lead time: 15 days before, it cannot be added.
    const custom = await c.quote({ addOns: [{ addOnId: CUSTOM_BACKDROP, quantity: 1 }] })
    expect([custom.status, (await custom.json()).message]).toEqual([
      422,
      'Custom Backdrop must be booked at least 21 days before the event',
    ])
    expect(readMails().filter((m) => m.to.includes(b.email) && /updated/.test(m.subject))).toEqual(
      [],
    )
  })
})
