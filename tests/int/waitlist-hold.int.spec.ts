// The waitlist's offer holds the slot (issue 36): a cancel offers it to the first person with a
// 12-hour hold, the hold lapses and the next person holds it, paying marks the entry booked, and
// staff's "Offer now". Days 142–147 are this file's (148 and 182–189 are the browser tests').
import { describe, expect, it } from 'vitest'

import { offerWaitlist } from '../../plugins/quotes/operations/offerWaitlist'
import { bookingBody, dateInDays } from '../helpers/booking'
import { waitForMail } from '../helpers/mailCapture'
import { confirm, payCard } from '../helpers/moneyPaths'
import { testPayload } from '../helpers/payload'
import { api, localReq, mainApp } from '../helpers/payments'
import { signAsCustomer } from '../helpers/signature'
import { bookingDoc, phoneBooking, reservationsOf, staffApi } from '../helpers/staff'

const DAYS = { lapse: 142, staff: 143, queued: 144 }

let n = 0
const person = (day: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Wanda Waiting',
  email: `hold-${Date.now()}-${n++}@test.example.com`,
  phone: '(204) 555-0177',
  packageId: 2,
  eventDate: dateInDays(day),
  earliestTime: '14:30',
  latestTime: '15:30',
  ...overrides,
})

const entryOf = async (id: number) =>
  (await testPayload()).findByID({ collection: 'waitlist-entries', id, depth: 0 })
const bookingOf = (entry: { booking?: unknown }) =>
  typeof entry.booking === 'object' && entry.booking
    ? (entry.booking as { id: number }).id
    : (entry.booking as number)

/** Both booths taken at 15:00 on `day`; two people in line. */
async function soldOut(day: number) {
  const staff = await staffApi('admin')
  const first = await phoneBooking(staff, { eventDate: dateInDays(day), eventTime: '15:00' })
  await phoneBooking(staff, { eventDate: dateInDays(day), eventTime: '15:00' })
  const join = async () => (await api(mainApp()).post('/waitlist', person(day))).json()
  return { staff, first, a: await join(), b: await join() }
}

/** A visitor asks for `time` on `day` through the wizard's endpoint. */
const visitorAsks = (day: number, time: string) =>
  api(mainApp()).post(
    '/bookings',
    bookingBody({ eventDate: dateInDays(day), eventTime: time, packageId: 2 }),
  )

describe('a waitlist offer holds the slot', () => {
  it('holds it for the first person, lapses to the second, and a payment books the entry', async () => {
    const day = DAYS.lapse
    const { staff, first, a, b } = await soldOut(day)
    expect((await staff.post(`/bookings/${first.id}/cancel`, {})).status).toBe(200)
    const now = new Date()
    const run = await offerWaitlist({ req: await localReq(), now })
    expect(run.offered).toContain(a.id)
    const entryA = await entryOf(a.id)
    const heldA = await bookingDoc(bookingOf(entryA))
    expect([entryA.status, heldA.status, heldA.eventTime]).toEqual([
      'offered',
      'pending_payment',
      entryA.offeredTime,
    ])
    expect(heldA.holdExpiresAt).toBe(entryA.offerExpiresAt)
    expect((await reservationsOf(heldA.id)).map((r) => r.status)).toEqual(['held'])
    // The booth's hold ends with the offer too (made so at once by booking's createBooking).
    const { docs: heldBooths } = await (
      await testPayload()
    ).find({ collection: 'booth-reservations', where: { booking: { equals: heldA.id } }, depth: 0 })
    expect(heldBooths.map((r) => r.holdExpiresAt)).toEqual([entryA.offerExpiresAt])
    // Held: a second visitor asking for that time is refused.
    const refused = await visitorAsks(day, entryA.offeredTime!)
    expect([refused.status, (await refused.json()).code]).toEqual([409, 'slot_taken'])

    // The link opens the held booking with its token; the Outbox keeps no readable token.
    const mail = await waitForMail(entryA.email, /A photo booth is free/)
    const link = new URL(mail.text.match(/https?:\/\/\S+\/booking\?\S+/)![0])
    expect(link.searchParams.get('waitlist')).toBe(String(a.id))
    expect(link.searchParams.get('booking')).toBe(String(heldA.id))
    const token = link.searchParams.get('token')!
    const snapshot = await api(mainApp()).get(`/bookings/${heldA.id}?token=${token}`)
    expect(snapshot.status).toBe(200)
    const outbox = await (
      await testPayload()
    ).find({ collection: 'outbox', where: { to: { equals: entryA.email } }, depth: 0 })
    expect(JSON.stringify(outbox.docs)).not.toContain(token)

    // 12 hours on: A's hold is released and B is offered the slot, with a hold of their own.
    const lapsed = new Date(now.getTime() + 12 * 3_600_000 + 60_000)
    const next = await offerWaitlist({ req: await localReq(), now: lapsed })
    expect(next.offered).toContain(b.id)
    const entryB = await entryOf(b.id)
    const heldB = await bookingDoc(bookingOf(entryB))
    expect([(await entryOf(a.id)).status, entryB.status, heldB.status]).toEqual([
      'lapsed',
      'offered',
      'pending_payment',
    ])
    expect((await bookingDoc(heldA.id)).status).toBe('expired')
    expect((await reservationsOf(heldA.id)).map((r) => r.status)).not.toContain('held')

    // B signs and pays through the offer's booking, as the wizard's step 5 does: the entry is booked.
    const mailB = await waitForMail(entryB.email, /A photo booth is free/)
    const tokenB = new URL(mailB.text.match(/https?:\/\/\S+\/booking\?\S+/)![0]).searchParams.get(
      'token',
    )!
    await signAsCustomer(mainApp(), { id: heldB.id, accessToken: tokenB }, 'Wanda Waiting')
    const intentRes = await api(mainApp()).post('/create-payment-intent', {
      bookingId: heldB.id,
      token: tokenB,
      paymentType: 'full',
    })
    expect(intentRes.status, await intentRes.clone().text()).toBe(200)
    const intent = await intentRes.json()
    expect((await payCard(intent)).status).toBe(200)
    expect((await confirm(heldB.id, intent)).status).toBe(200)
    expect((await bookingDoc(heldB.id)).status).toBe('confirmed')
    expect((await entryOf(b.id)).status).toBe('booked')
  })

  it('a cancel queues the offer job once', async () => {
    const { staff, first } = await soldOut(DAYS.queued)
    const pending = async () =>
      (
        await (
          await testPayload()
        ).count({
          collection: 'payload-jobs',
          where: {
            and: [
              { taskSlug: { equals: 'offerWaitlist' } },
              { completedAt: { exists: false } },
              { processing: { equals: false } },
            ],
          },
        })
      ).totalDocs
    expect((await staff.post(`/bookings/${first.id}/cancel`, {})).status).toBe(200)
    expect(await pending()).toBeGreaterThanOrEqual(1)
    const before = await pending()
    const other = await phoneBooking(staff, {
      eventDate: dateInDays(DAYS.queued),
      eventTime: '10:00',
    })
    expect((await staff.post(`/bookings/${other.id}/cancel`, {})).status).toBe(200)
    expect(await pending()).toBe(before)
  })
})

describe('POST /api/waitlist/:id/offer (staff "Offer now")', () => {
  it('offers a free time with a hold; a taken time, a live offer and bad input are refused', async () => {
    const day = DAYS.staff
    const { staff, first, a, b } = await soldOut(day)
    const offerNow = (id: unknown, body: unknown) => staff.post(`/waitlist/${id}/offer`, body)
    const taken = await offerNow(a.id, { time: '15:00' })
    expect([taken.status, (await taken.json()).code]).toEqual([409, 'slot_taken'])

    const bad: [unknown, unknown, number][] = [
      [a.id, { time: '3pm' }, 400],
      [a.id, {}, 400],
      ['abc', { time: '15:00' }, 404],
      [999_999, { time: '15:00' }, 404],
    ]
    for (const [id, body, status] of bad) expect((await offerNow(id, body)).status).toBe(status)
    const visitor = await api(mainApp()).post(`/waitlist/${a.id}/offer`, { time: '15:00' })
    expect([401, 403]).toContain(visitor.status)

    expect((await staff.post(`/bookings/${first.id}/cancel`, {})).status).toBe(200)
    const res = await offerNow(b.id, { time: '15:00' })
    expect(res.status, await res.clone().text()).toBe(200)
    // What became of the email, so staff's screen says "emailed" only when it went.
    expect((await res.json()).delivery).toBe('sent')
    const entryB = await entryOf(b.id)
    expect([entryB.status, entryB.offeredTime]).toEqual(['offered', '15:00'])
    const held = await bookingDoc(bookingOf(entryB))
    expect([held.status, held.eventTime]).toEqual(['pending_payment', '15:00'])
    const live = await offerNow(a.id, { time: '15:00' })
    expect([live.status, (await live.json()).code]).toEqual([409, 'offer_live'])
  })
})
