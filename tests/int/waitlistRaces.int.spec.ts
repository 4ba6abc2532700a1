// Issue 48 (cases 8 and 9): a waitlist that holds under races. One live entry per email and date
// (a unique partial index: joins at once make one entry, each answered with it); a date that is
// open answers the wizard's link, not a place in line; "Offer now" and the offer job take the
// date's lock, so one entry gets one hold and one email, and a date one live offer at a time.
// Days 606–610 are this file's (tips.e2e owns 601–605; nothing else books 606–610).
import { describe, expect, it } from 'vitest'

import { offerWaitlist } from '../../plugins/quotes/operations/offerWaitlist'
import { dateInDays } from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { api, localReq, mainApp } from '../helpers/payments'
import { phoneBooking, staffApi } from '../helpers/staff'
import { visitorIp } from '../helpers/visitorIp'

const DAYS = { joins: 606, open: 607, twice: 608, oneBooth: 609, twoBooths: 610 }

let n = 0
const person = (day: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Rita Racer',
  email: `race-${Date.now()}-${n++}@test.example.com`,
  phone: '(204) 555-0188',
  packageId: 2,
  eventDate: dateInDays(day),
  earliestTime: '14:30',
  latestTime: '15:30',
  ...overrides,
})

const join = (body: Record<string, unknown>) => api(mainApp(), visitorIp()).post('/waitlist', body)

/** Both booths taken at 15:00 on `day` (nothing in 14:30–15:30 is free for Digital Plus). */
async function soldOut(day: number) {
  const staff = await staffApi('admin')
  const first = await phoneBooking(staff, { eventDate: dateInDays(day), eventTime: '15:00' })
  const second = await phoneBooking(staff, { eventDate: dateInDays(day), eventTime: '15:00' })
  return { staff, bookings: [first, second] }
}

const entriesOf = async (email: string, day: number) =>
  (
    await (
      await testPayload()
    ).find({
      collection: 'waitlist-entries',
      where: { and: [{ email: { equals: email } }, { eventDate: { equals: dateInDays(day) } }] },
      depth: 0,
    })
  ).docs

/** The offer holds made for an entry that still hold a booth (its client key is the entry's). */
const liveHoldsOf = async (entryId: number) =>
  (
    await (
      await testPayload()
    ).count({
      collection: 'bookings',
      where: {
        and: [
          { clientKey: { equals: `waitlist:${entryId}` } },
          { status: { equals: 'pending_payment' } },
        ],
      },
    })
  ).totalDocs

const offerEmailsTo = async (email: string) =>
  (
    await (
      await testPayload()
    ).count({
      collection: 'outbox',
      where: { and: [{ to: { equals: email } }, { subject: { like: 'A photo booth is free' } }] },
    })
  ).totalDocs

/** The date's entries whose offer is live now. */
const liveOffersOn = async (day: number) =>
  (
    await (
      await testPayload()
    ).find({
      collection: 'waitlist-entries',
      where: {
        and: [{ eventDate: { equals: dateInDays(day) } }, { status: { equals: 'offered' } }],
      },
      depth: 0,
    })
  ).docs.filter((e) => new Date(e.offerExpiresAt ?? 0) > new Date())

describe('POST /api/waitlist under races', () => {
  it('four joins at once for one email make one entry, and each is answered with it', async () => {
    await soldOut(DAYS.joins)
    const body = person(DAYS.joins)
    const answers = await Promise.all([0, 1, 2, 3].map(() => join(body)))
    const bodies = await Promise.all(answers.map((r) => r.json()))
    expect(
      answers.map((r) => r.status),
      JSON.stringify(bodies),
    ).toEqual([201, 201, 201, 201])
    const entries = await entriesOf(body.email, DAYS.joins)
    expect(entries.map((e) => e.status)).toEqual(['waiting'])
    expect(bodies).toEqual(bodies.map(() => ({ id: entries[0]!.id, status: 'waiting' })))
    // And later, with another capitalisation: the same answer as the first join.
    const again = await join({ ...body, email: body.email.toUpperCase() })
    expect([again.status, await again.json()]).toEqual([
      201,
      { id: entries[0]!.id, status: 'waiting' },
    ])
  })

  it('a date with a free start time in the window answers the booking link and stores nothing', async () => {
    const body = person(DAYS.open)
    const res = await join(body)
    const open = await res.json()
    expect(res.status, JSON.stringify(open)).toBe(200)
    expect(open).toEqual({
      status: 'open',
      eventDate: dateInDays(DAYS.open),
      time: '14:30',
      bookingLink: `/booking?${new URLSearchParams({
        package: '2',
        date: dateInDays(DAYS.open),
        time: '14:30',
        name: 'Rita Racer',
        email: body.email,
      })}`,
    })
    expect(await entriesOf(body.email, DAYS.open)).toEqual([])
  })
})

describe('offers under races', () => {
  it('two "Offer now" at once for one entry: one hold, one email', async () => {
    const day = DAYS.twice
    const { staff, bookings } = await soldOut(day)
    const body = person(day)
    const a = await (await join(body)).json()
    expect(a.status).toBe('waiting')
    // Both booths free again: each press could hold one.
    for (const b of bookings)
      expect((await staff.post(`/bookings/${b.id}/cancel`, {})).status).toBe(200)
    const other = await staffApi('staff')
    const presses = await Promise.all([
      staff.post(`/waitlist/${a.id}/offer`, { time: '15:00' }),
      other.post(`/waitlist/${a.id}/offer`, { time: '15:00' }),
    ])
    const bodies = await Promise.all(presses.map((r) => r.json()))
    expect(presses.map((r) => r.status).sort(), JSON.stringify(bodies)).toEqual([200, 409])
    // The second press finds the entry offered (or its date's offer live): nothing is made.
    const refused = bodies.map((b) => b.code).filter(Boolean)
    expect(refused.length).toBe(1)
    expect(['waitlist_entry_closed', 'offer_live']).toContain(refused[0])
    expect(await liveHoldsOf(a.id)).toBe(1)
    expect(await offerEmailsTo(body.email)).toBe(1)
  })

  it('two people on a date with one free booth, offered at once by staff and the job: one live offer', async () => {
    const day = DAYS.oneBooth
    const { staff, bookings } = await soldOut(day)
    const a = await (await join(person(day))).json()
    const b = await (await join(person(day))).json()
    expect((await staff.post(`/bookings/${bookings[0]!.id}/cancel`, {})).status).toBe(200)
    const [forA, forB] = await Promise.all([
      staff.post(`/waitlist/${a.id}/offer`, { time: '15:00' }),
      staff.post(`/waitlist/${b.id}/offer`, { time: '15:00' }),
      offerWaitlist({ req: await localReq(), now: new Date() }),
    ])
    expect([forA.status, forB.status].filter((s) => s === 200).length).toBeLessThanOrEqual(1)
    const live = await liveOffersOn(day)
    expect(live.length).toBe(1)
    expect((await liveHoldsOf(a.id)) + (await liveHoldsOf(b.id))).toBe(1)
  })

  it('two people on a date with both booths freed, offered at once: one live offer at a time', async () => {
    const day = DAYS.twoBooths
    const { staff, bookings } = await soldOut(day)
    const a = await (await join(person(day))).json()
    const b = await (await join(person(day))).json()
    for (const booking of bookings)
      expect((await staff.post(`/bookings/${booking.id}/cancel`, {})).status).toBe(200)
    const other = await staffApi('staff')
    const [forA, forB] = await Promise.all([
      staff.post(`/waitlist/${a.id}/offer`, { time: '15:00' }),
      other.post(`/waitlist/${b.id}/offer`, { time: '15:00' }),
    ])
    const statuses = [forA.status, forB.status].sort()
    expect(statuses).toEqual([200, 409])
    const refused = forA.status === 409 ? await forA.json() : await forB.json()
    expect(refused.code).toBe('offer_live')
    expect((await liveOffersOn(day)).map((e) => e.id)).toHaveLength(1)
    expect((await liveHoldsOf(a.id)) + (await liveHoldsOf(b.id))).toBe(1)
  })
})
