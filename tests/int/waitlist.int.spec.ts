// The waitlist (issue 36): joining a sold-out date, and a freed booth offered to the first person
// in line for 12 hours, then to the next. Days 672–679 are this file's (see quotes.review).
import { describe, expect, it } from 'vitest'

import { formatDateLong, formatTimeLabel } from '@kernel'
import { formatInstant } from '@kernel/time'

import { offerWaitlist } from '../../plugins/quotes/operations/offerWaitlist'
import { waitlistByDate } from '../../plugins/quotes/operations/waitlistByDate'
import { dateInDays } from '../helpers/booking'
import { waitForMail } from '../helpers/mailCapture'
import { testPayload } from '../helpers/payload'
import { api, localReq, mainApp } from '../helpers/payments'
import { phoneBooking, staffApi } from '../helpers/staff'
import { visitorIp } from '../helpers/visitorIp'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('waitlist.int')

let n = 0
const person = (overrides: Record<string, unknown> = {}) => ({
  name: 'Wanda Waiting',
  email: `wait-${Date.now()}-${n++}@test.example.com`,
  phone: '(204) 555-0177',
  packageId: 2,
  eventDate: ownDays.date(0),
  earliestTime: '14:30',
  latestTime: '15:30',
  ...overrides,
})

const entryOf = async (id: number) =>
  (await testPayload()).findByID({ collection: 'waitlist-entries', id, depth: 0 })

describe('POST /api/waitlist', () => {
  it('takes a visitor for a date, refuses bad input clearly, and limits one client', async () => {
    // Both booths taken at 15:00: a date with a free time in the window answers the booking
    // link instead of a place in line (tests/int/waitlistRaces.int.spec.ts).
    const staff = await staffApi('admin')
    for (let i = 0; i < 2; i++)
      await phoneBooking(staff, { eventDate: ownDays.date(0), eventTime: '15:00' })
    const ip = visitorIp()
    const join = (body: Record<string, unknown>) => api(mainApp(), ip).post('/waitlist', body)
    const ok = await join(person())
    const joined = await ok.json()
    expect([ok.status, joined.status]).toEqual([201, 'waiting'])
    const stored = await entryOf(joined.id)
    expect([stored.status, stored.phone, stored.eventDate]).toEqual([
      'waiting',
      '2045550177',
      ownDays.date(0),
    ])

    const cases: [Record<string, unknown>, number, string][] = [
      [person({ latestTime: '13:00' }), 400, 'latestTime'],
      [person({ phone: '12' }), 400, 'phone'],
      [person({ packageId: 'abc' }), 400, 'packageId'],
      [person({ packageId: 999_999 }), 404, 'packageId'],
    ]
    for (const [body, status, field] of cases) {
      const res = await api(mainApp()).post('/waitlist', body)
      expect([field, res.status, (await res.json()).field]).toEqual([field, status, field])
    }
    const soon = await api(mainApp()).post('/waitlist', person({ eventDate: dateInDays(2) }))
    expect([soon.status, (await soon.json()).code]).toEqual([422, 'minimum_notice'])

    // The same person again for the same date keeps one place in the line.
    const again = await join(person({ email: stored.email.toUpperCase() }))
    expect([again.status, (await again.json()).id]).toEqual([201, joined.id])
    const line = await (
      await testPayload()
    ).count({
      collection: 'waitlist-entries',
      where: { email: { equals: stored.email }, eventDate: { equals: ownDays.date(0) } },
    })
    expect(line.totalDocs).toBe(1)

    const statuses: number[] = []
    for (let i = 0; i < 4; i++) statuses.push((await join(person())).status)
    expect(statuses).toEqual([201, 201, 201, 429])
  })
})

describe('a freed booth goes to the waitlist', () => {
  it('a cancel offers the slot to the first person; after 12 hours it goes to the second', async () => {
    const day = 4
    const staff = await staffApi('admin')
    // Both booths taken at 15:00: nothing inside 14:30–15:30 is free for Digital Plus.
    const first = await phoneBooking(staff, { eventDate: ownDays.date(day), eventTime: '15:00' })
    await phoneBooking(staff, { eventDate: ownDays.date(day), eventTime: '15:00' })
    const a = await (
      await api(mainApp()).post('/waitlist', person({ eventDate: ownDays.date(day) }))
    ).json()
    const b = await (
      await api(mainApp()).post('/waitlist', person({ eventDate: ownDays.date(day) }))
    ).json()
    const now = new Date()
    const none = await offerWaitlist({ req: await localReq(), now })
    expect(none.offered.filter((id) => id === a.id || id === b.id)).toEqual([])

    expect((await staff.post(`/bookings/${first.id}/cancel`, {})).status).toBe(200)
    const offered = await offerWaitlist({ req: await localReq(), now })
    expect(offered.offered).toContain(a.id)
    expect(offered.offered).not.toContain(b.id)
    const entryA = await entryOf(a.id)
    expect([entryA.status, (await entryOf(b.id)).status]).toEqual(['offered', 'waiting'])
    expect(entryA.offeredTime! >= '14:30' && entryA.offeredTime! <= '15:30').toBe(true)
    expect(Date.parse(entryA.offerExpiresAt!) - now.getTime()).toBe(12 * 3_600_000)
    const mail = await waitForMail(entryA.email, /A photo booth is free/)
    expect(mail.text).toContain(`waitlist=${a.id}`)
    // The stored slot and the offer's end, in Winnipeg's words (12-hour, the business's clock).
    const date = formatDateLong(ownDays.date(day), { weekday: false })
    expect(mail.text).toContain(`${date} at ${formatTimeLabel(entryA.offeredTime!)},`)
    expect(mail.text).toMatch(/ at \d{1,2}:\d\d [AP]M, /)
    const ends = formatInstant(entryA.offerExpiresAt!, 'dateTime', 'America/Winnipeg')
    expect(mail.text).toContain(`yours until ${ends};`)

    // Still A's for 12 hours: running again offers it to no one else.
    const later = await offerWaitlist({
      req: await localReq(),
      now: new Date(now.getTime() + 3_600_000),
    })
    expect(later.offered).not.toContain(b.id)
    const lapsed = new Date(now.getTime() + 12 * 3_600_000 + 60_000)
    const next = await offerWaitlist({ req: await localReq(), now: lapsed })
    expect(next.offered).toContain(b.id)
    expect([(await entryOf(a.id)).status, (await entryOf(b.id)).status]).toEqual([
      'lapsed',
      'offered',
    ])
  })
})

// A waitlist entry's own fields (person() is the API's body, with packageId).
const entryFields = (eventDate: string) => {
  const { packageId: _, ...fields } = person({ eventDate })
  return fields
}

describe('the staff waitlist view', () => {
  it('lists the soonest dates first, each line whole and in the order people joined, whatever the limit', async () => {
    const payload = await testPayload()
    const joined: number[] = []
    // Date 7 fills before date 6: the view goes by date, not by when anyone joined.
    for (const day of [7, 7, 6]) {
      const entry = await payload.create({
        collection: 'waitlist-entries',
        data: { ...entryFields(ownDays.date(day)), package: 2, status: 'waiting' },
      })
      joined.push(entry.id)
    }
    const req = await localReq()
    const now = new Date()
    const all = await waitlistByDate({ req, now, limit: 10_000 })
    const dates = all.map((d) => d.date)
    expect(dates).toEqual([...new Set(dates)].sort())
    const mine = (day: number) => all.find((d) => d.date === ownDays.date(day))?.entries ?? []
    expect(mine(6).map((e) => e.id)).toEqual([joined[2]])
    expect(mine(7).map((e) => e.id)).toEqual([joined[0], joined[1]])

    // Dates that fit in the limit whole: the same people in the same order as in the whole
    // view; the cut one waits. By ids: the every-5-minutes offer job may change a status between
    // two looks, never who is in line or in what order.
    const lines = (view: typeof all) =>
      view.map((d) => [d.date, d.entries.map((e) => e.id)] as const)
    const fit = (limit: number) => {
      let rows = 0
      return all.filter((d) => (rows += d.entries.length) <= limit).length
    }
    const total = all.reduce((n, d) => n + d.entries.length, 0)
    const atSix = all
      .slice(0, dates.indexOf(ownDays.date(7)))
      .reduce((n, d) => n + d.entries.length, 0)
    for (const limit of [...new Set([1, 2, atSix, atSix + 1, total - 1, total])]) {
      const part = lines(await waitlistByDate({ req, now, limit }))
      const whole = fit(limit)
      if (whole) expect(part, `limit ${limit}`).toEqual(lines(all).slice(0, whole))
      else expect(part).toEqual([[dates[0], lines(all)[0][1].slice(0, limit)]])
    }
  })
})
