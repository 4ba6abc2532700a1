import { randomUUID } from 'node:crypto'
import { createLocalReq } from 'payload'
import { describe, expect, it } from 'vitest'

import { tokenFor } from '../../plugins/booking/operations/records/bookingToken'
import { crewAction } from '../../plugins/crew/operations/crewActions'

import { attendantApi, confirmedBooking, liveReservations } from '../helpers/crew'
import { dateInDays } from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { intentFor } from '../helpers/paymentPlans'
import { api, mainApp } from '../helpers/payments'
import { bookingDoc, staffApi } from '../helpers/staff'

type Choice = { id: number; name: string; busy: string | null; busyWith?: string }
type Crew = { booths: { booth: string; attendant: { id: number } | null }[]; choices: Choice[] }

// Days 531–534 are this spec's alone (crew tests need both events of a day to themselves): a
// random day in a 60-day span landed on other specs' days (chat-dates' day 611 took a 409).
const day = (n: 531 | 532 | 533 | 534) => dateInDays(n)

async function setDrive(bookingId: number, driveMinutes: number) {
  const payload = await testPayload()
  await payload.update({ collection: 'bookings', id: bookingId, data: { driveMinutes } })
}

describe('assigning attendants', () => {
  it('the picker excludes an attendant working an overlapping event once travel is counted, and one marked unavailable', async () => {
    const staff = await staffApi()
    const [ana, ben, cy] = await Promise.all(
      ['Ana Crew', 'Ben Crew', 'Cy Crew'].map((n) => attendantApi(n)),
    )
    const date = day(531)
    const morning = await confirmedBooking(staff, date, '10:00')
    const evening = await confirmedBooking(staff, date, '17:00')
    const [am] = await liveReservations(morning.id)
    const [pm] = await liveReservations(evening.id)
    const gapMinutes = (pm.startsAt.getTime() - am.endsAt.getTime()) / 60_000
    expect(gapMinutes).toBeGreaterThan(0)

    const amBooth = (await bookingDoc(morning.id)).booths![0]
    expect(
      (await staff.post(`/bookings/${morning.id}/crew`, { booth: amBooth, userId: ana.id })).status,
    ).toBe(200)
    // Cy marks the day off through the collection's REST route (as the admin form does).
    const off = await cy.post('/crew-unavailable-dates', { date, attendant: ana.id })
    expect(off.status).toBe(201)
    const mark = (await off.json()).doc
    expect(mark.attendant.id ?? mark.attendant).toBe(cy.id) // always their own date

    const choices = async () =>
      ((await (await staff.get(`/bookings/${evening.id}/crew`)).json()) as Crew).choices
    const of = (list: Choice[], id: number) => list.find((c) => c.id === id)
    // Without travel the windows do not meet: Ana is free for the evening.
    expect(of(await choices(), ana.id)?.busy).toBeNull()
    // Each event an hour's drive (more than half the gap each way): they now overlap.
    await setDrive(morning.id, Math.ceil(gapMinutes / 2) + 5)
    await setDrive(evening.id, Math.ceil(gapMinutes / 2) + 5)
    const after = await choices()
    expect(of(after, ana.id)).toMatchObject({ busy: 'working', busyWith: morning.reference })
    expect(of(after, cy.id)?.busy).toBe('unavailable')
    expect(of(after, ben.id)?.busy).toBeNull()

    const pmBooth = (await bookingDoc(evening.id)).booths![0]
    const refused = await staff.post(`/bookings/${evening.id}/crew`, {
      booth: pmBooth,
      userId: ana.id,
    })
    expect([refused.status, (await refused.json()).code]).toEqual([409, 'attendant_busy'])
    const ok = await staff.post(`/bookings/${evening.id}/crew`, { booth: pmBooth, userId: ben.id })
    expect(ok.status).toBe(200)
    // Reassigned, then unassigned: both in the booking's history.
    await staff.post(`/bookings/${evening.id}/crew`, { booth: pmBooth, userId: null })
    const history = (await bookingDoc(evening.id)).history!.map((h) => h.action)
    expect(history.filter((a) => a.startsWith('Attendant'))).toEqual([
      `Attendant assigned: Ben Crew (${pmBooth === 'booth1' ? 'Booth 1' : 'Booth 2'})`,
      `Attendant unassigned: Ben Crew (${pmBooth === 'booth1' ? 'Booth 1' : 'Booth 2'})`,
    ])
    const bad = await staff.post(`/bookings/${evening.id}/crew`, {
      booth: 'booth9',
      userId: ben.id,
    })
    expect([bad.status, (await bad.json()).code]).toEqual([400, 'booth_not_booked'])
    const notCrew = await ana.post(`/bookings/${evening.id}/crew`, {
      booth: pmBooth,
      userId: ana.id,
    })
    expect(notCrew.status).toBe(403)
  })
})

describe('what an attendant can read and do', () => {
  it('sees only their own events without money fields; REST and GraphQL refuse the rest; cash up to the balance on their own event only', async () => {
    const staff = await staffApi()
    const [ana, ben] = await Promise.all([attendantApi('Ana Two'), attendantApi('Ben Two')])
    const date = day(532)
    const mine = await confirmedBooking(staff, date, '11:00', 5000)
    const theirs = await confirmedBooking(staff, date, '19:00', 5000)
    const boothOf = async (id: number) => (await bookingDoc(id)).booths![0]
    await staff.post(`/bookings/${mine.id}/crew`, { booth: await boothOf(mine.id), userId: ana.id })
    await staff.post(`/bookings/${theirs.id}/crew`, {
      booth: await boothOf(theirs.id),
      userId: ben.id,
    })

    const events = await ana.get('/crew/events')
    expect(events.status).toBe(200)
    const text = await events.clone().text()
    const list = (await events.json()).events as {
      bookingId: number
      assignmentId: number
      balanceToCollect: { cents: number; text: string }
    }[]
    expect(list.map((e) => e.bookingId)).toEqual([mine.id])
    for (const word of [
      'totalCents',
      'amountPaidCents',
      'refundedCents',
      'payments',
      theirs.reference,
    ])
      expect(text).not.toContain(word)
    const booking = await bookingDoc(mine.id)
    expect(list[0].balanceToCollect.cents).toBe(booking.totalCents! - 5000)

    // REST: bookings refused, other attendants' assignments invisible, no money through depth.
    expect((await ana.get('/bookings')).status).toBe(403)
    const direct = await ana.get(`/bookings/${theirs.id}`)
    expect(await direct.text()).not.toMatch(/totalCents|firstName|Lovelace/)
    const rows = await (await ana.get('/crew-assignments?depth=2&limit=100')).json()
    expect(rows.docs.map((d: { booking: unknown }) => d.booking)).not.toContainEqual(
      expect.objectContaining({ id: theirs.id }),
    )
    expect(JSON.stringify(rows)).not.toMatch(/totalCents|Lovelace/)
    expect((await ana.get(`/crew-assignments?where[booking][equals]=${theirs.id}`)).status).toBe(
      200,
    )
    expect(
      (await (await ana.get(`/crew-assignments?where[booking][equals]=${theirs.id}`)).json()).docs,
    ).toEqual([])
    expect((await ana.get('/payments')).status).toBe(403)
    // GraphQL: the same rules.
    const gqlBookings = await (await ana.graphql('{ Bookings { docs { id totalCents } } }')).json()
    expect(gqlBookings.data?.Bookings ?? null).toBeNull()
    const gqlCrew = await (
      await ana.graphql('{ CrewAssignments { docs { id booking { id totalCents firstName } } } }')
    ).json()
    expect(JSON.stringify(gqlCrew)).not.toContain(String(booking.totalCents))
    expect(gqlCrew.data.CrewAssignments.docs).toHaveLength(1)

    const assignment = list[0].assignmentId
    const benAssignment = (await (await ben.get('/crew/events')).json()).events[0].assignmentId
    // Not yet accepted: no cash.
    const early = await ana.post(`/crew/assignments/${assignment}/payment`, {
      method: 'cash',
      amountCents: 100,
      requestId: randomUUID(),
    })
    expect([early.status, (await early.json()).code]).toEqual([409, 'not_accepted'])
    expect((await ana.post(`/crew/assignments/${assignment}`, { action: 'accept' })).status).toBe(
      200,
    )
    const balance = list[0].balanceToCollect.cents
    const tooMuch = await ana.post(`/crew/assignments/${assignment}/payment`, {
      method: 'cash',
      amountCents: balance + 1,
      requestId: randomUUID(),
    })
    expect([tooMuch.status, (await tooMuch.json()).code]).toEqual([400, 'amount_too_large'])
    const other = await ana.post(`/crew/assignments/${benAssignment}/payment`, {
      method: 'cash',
      amountCents: 100,
      requestId: randomUUID(),
    })
    expect([other.status, (await other.json()).code]).toEqual([403, 'not_assigned'])
    expect(
      (await ana.post(`/crew/assignments/${benAssignment}`, { action: 'accept' })).status,
    ).toBe(403)
    const paid = await ana.post(`/crew/assignments/${assignment}/payment`, {
      method: 'cash',
      amountCents: balance,
      requestId: randomUUID(),
    })
    expect(paid.status).toBe(200)
    const after = await bookingDoc(mine.id)
    expect(after.amountPaidCents).toBe(booking.totalCents)
    expect(after.history!.at(-1)?.actor).toBe('staff: Ana Two (attendant)')
    const again = (await (await ana.get('/crew/events')).json()).events[0]
    expect(again.balanceToCollect).toEqual({ cents: 0, text: '$0.00' })
  })

  it('checks in and out once each, keeps packing ticks, and shows a late arrival to the owner', async () => {
    const staff = await staffApi()
    const ana = await attendantApi('Ana Three')
    const payload = await testPayload()
    const b = await confirmedBooking(staff, day(533), '15:00')
    const doc = await bookingDoc(b.id)
    const pkg = (doc.snapshot as { package: { id: number } }).package.id
    const item = await payload.create({
      collection: 'packing-items',
      data: { name: `Printer ${Date.now()}`, packages: [pkg] },
    })
    await staff.post(`/bookings/${b.id}/crew`, { booth: doc.booths![0], userId: ana.id })
    const id = (await (await ana.get('/crew/events')).json()).events[0].assignmentId
    expect((await ana.post(`/crew/assignments/${id}`, { action: 'check_in' })).status).toBe(409)
    await ana.post(`/crew/assignments/${id}`, { action: 'accept' })
    const pack = await ana.post(`/crew/assignments/${id}`, {
      action: 'pack',
      item: item.id,
      checked: true,
    })
    expect(pack.status).toBe(200)
    const sheet = (await (await ana.get('/crew/events')).json()).events[0]
    expect(sheet.packing).toContainEqual({ id: item.id, name: item.name, checked: true })
    expect((await ana.post(`/crew/assignments/${id}`, { action: 'check_out' })).status).toBe(409)
    expect((await ana.post(`/crew/assignments/${id}`, { action: 'check_in' })).status).toBe(200)
    expect((await ana.post(`/crew/assignments/${id}`, { action: 'check_in' })).status).toBe(409)
    expect((await ana.post(`/crew/assignments/${id}`, { action: 'check_out' })).status).toBe(200)
    // The event is months away, so checking in now is early: not late.
    const crew = await (await staff.get(`/bookings/${b.id}/crew`)).json()
    expect(crew.booths[0]).toMatchObject({ minutesLate: 0 })
    expect(crew.booths[0].checkedIn).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/)
    // On the event day: checking in 17.5 minutes after the arrival time (the setup start), with
    // the clock of that day, counts 18 minutes late for the owner and in the history.
    await payload.update({
      collection: 'crew-assignments',
      id,
      data: { checkedInAt: null, checkedOutAt: null },
    })
    const setup = new Date(doc.timeline!.setupStart!)
    const user = await payload.findByID({ collection: 'users', id: ana.id })
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    const late = await crewAction(
      req,
      id,
      { kind: 'check_in' },
      new Date(setup.getTime() + 17.5 * 60_000),
    )
    expect(late).toEqual({ ok: true })
    const lateCrew = await (await staff.get(`/bookings/${b.id}/crew`)).json()
    expect(lateCrew.booths[0]).toMatchObject({ minutesLate: 18 })
    expect((await bookingDoc(b.id)).history!.at(-1)?.action).toMatch(
      /^Attendant checked in \(Booth \d\): 18 min late$/,
    )
    const lateSheet = (await (await ana.get('/crew/events')).json()).events[0]
    expect(lateSheet.minutesLate).toBe(18)
    await payload.delete({ collection: 'packing-items', id: item.id })
  })
})

describe("Today's needs-an-attendant list", () => {
  it('lists a booth in the next 14 days until its attendant accepts, and again after a decline', async () => {
    const staff = await staffApi()
    const ana = await attendantApi('Ana Four')
    const b = await confirmedBooking(staff, dateInDays(11), '08:15')
    const listed = async () =>
      (
        (await (await staff.get('/crew/needs-attendant')).json()).events as {
          bookingId: number
          state: string
        }[]
      )
        .filter((e) => e.bookingId === b.id)
        .map((e) => e.state)
    expect(await listed()).toEqual(['No attendant'])
    await staff.post(`/bookings/${b.id}/crew`, {
      booth: (await bookingDoc(b.id)).booths![0],
      userId: ana.id,
    })
    expect(await listed()).toEqual(['Waiting for an answer'])
    const id = (await (await ana.get('/crew/events')).json()).events[0].assignmentId
    await ana.post(`/crew/assignments/${id}`, { action: 'accept' })
    expect(await listed()).toEqual([])
    await ana.post(`/crew/assignments/${id}`, { action: 'decline' })
    expect(await listed()).toEqual(['Declined'])
    expect((await ana.get('/crew/needs-attendant')).status).toBe(403)
  })
})

describe('the pay report', () => {
  it("adds each event's checked-in hours and pay to the cent, for the owner only, with a CSV", async () => {
    const staff = await staffApi()
    const owner = await staffApi('admin')
    const ana = await attendantApi('Ana Pay')
    const payload = await testPayload()
    await payload.update({
      collection: 'users',
      id: ana.id,
      data: { hourlyRate: 22.5, perEventAmount: 25 },
    })
    const date = day(534)
    const b = await confirmedBooking(staff, date, '12:00')
    await staff.post(`/bookings/${b.id}/crew`, {
      booth: (await bookingDoc(b.id)).booths![0],
      userId: ana.id,
    })
    const id = (await (await ana.get('/crew/events')).json()).events[0].assignmentId
    await ana.post(`/crew/assignments/${id}`, { action: 'accept' })
    // The times as an event day would record them: 4 h 20 min on site.
    await payload.update({
      collection: 'crew-assignments',
      id,
      data: { checkedInAt: '2030-01-01T17:50:00.000Z', checkedOutAt: '2030-01-01T22:10:00.000Z' },
    })
    // A $44.85 tip (15% of $299.00), paid by the customer through the usual path: all of it Ana's.
    const doc = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    const customerLink = { id: b.id, accessToken: tokenFor(payload.secret, doc) }
    const tipRes = await intentFor(mainApp(), customerLink, { purpose: 'tip', amountCents: 4485 })
    const tip = await tipRes.json()
    expect(tipRes.status, JSON.stringify(tip)).toBe(200)
    await api(mainApp()).post('/demo-payments/confirm', {
      paymentIntentId: tip.paymentIntentId,
      clientSecret: tip.clientSecret,
      cardNumber: '4242 4242 4242 4242',
    })
    const paid = await api(mainApp()).post('/confirm-booking', {
      bookingId: b.id,
      paymentIntentId: tip.paymentIntentId,
    })
    expect(paid.status).toBe(200)
    const q = `from=${date}&to=${date}`
    const report = await (await owner.get(`/crew/pay-report?${q}`)).json()
    const row = report.rows.find((r: { reference: string }) => r.reference === b.reference)
    // $22.50 × 260/60 = $97.50, plus $25.00
    expect(row).toMatchObject({
      minutes: 260,
      hourlyCents: 2250,
      perEventCents: 2500,
      payCents: 12250,
      tipCents: 4485,
    })
    expect(report.totals.find((t: { attendant: string }) => t.attendant === 'Ana Pay')).toEqual({
      attendant: 'Ana Pay',
      minutes: 260,
      payCents: 12250,
      tipCents: 4485,
      reviews: null,
    })
    const csv = await owner.get(`/crew/pay-report?${q}&format=csv`)
    expect(csv.headers.get('content-type')).toContain('text/csv')
    expect(await csv.text()).toContain(
      `Ana Pay,${date},${b.reference},4 h 20 min,4.33,22.50,25.00,122.50,44.85`,
    )
    expect((await staff.get(`/crew/pay-report?${q}`)).status).toBe(403)
    expect((await ana.get(`/crew/pay-report?${q}`)).status).toBe(403)
    // An attendant never reads pay rates, not even their own.
    const me = await (await ana.get(`/users/${ana.id}`)).json()
    expect(me.hourlyRate).toBeUndefined()
  })
})
