import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { attendantApi, confirmedBooking } from '../helpers/crew'
import { depositBooking, openBalance, payCard, paymentsOf } from '../helpers/moneyPaths'
import { testPayload } from '../helpers/payload'
import { bookingDoc, staffApi, type StaffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('crew.review.int')

// Days 590–599 and 612–621 are this file's alone (issue 38's review).
const assign = async (staff: StaffApi, bookingId: number, userId: number) => {
  const booth = (await bookingDoc(bookingId)).booths![0]
  const res = await staff.post(`/bookings/${bookingId}/crew`, { booth, userId })
  expect(res.status).toBe(200)
  return booth
}
const label = (booth: string) => (booth === 'booth1' ? 'Booth 1' : 'Booth 2')
const assignmentsOf = async (bookingId: number) =>
  (
    await (
      await testPayload()
    ).find({ collection: 'crew-assignments', where: { booking: { equals: bookingId } }, depth: 0 })
  ).docs

describe('the crew follows its booking', () => {
  it('a cancelled booking releases its attendant, in words in its history', async () => {
    const staff = await staffApi()
    const ana = await attendantApi('Ana Gone')
    const b = await confirmedBooking(staff, ownDays.date(0), '10:00')
    const booth = await assign(staff, b.id, ana.id)
    expect((await staff.post(`/bookings/${b.id}/cancel`, {})).status).toBe(200)
    expect(await assignmentsOf(b.id)).toEqual([])
    const events = (await (await ana.get('/crew/events')).json()).events
    expect(events.map((e: { bookingId: number }) => e.bookingId)).not.toContain(b.id)
    const actions = (await bookingDoc(b.id)).history!.map((h) => h.action)
    expect(actions).toContain(`Attendant released: Ana Gone (${label(booth)}): booking ended`)
  })

  it('a moved booking keeps an attendant who is free and unassigns one who is not, saying why', async () => {
    const staff = await staffApi()
    const [ana, ben] = await Promise.all([attendantApi('Ana Moved'), attendantApi('Ben Moved')])
    const moving = await confirmedBooking(staff, ownDays.date(1), '10:00')
    const other = await confirmedBooking(staff, ownDays.date(2), '10:00')
    const kept = await confirmedBooking(staff, ownDays.date(3), '10:00')
    const booth = await assign(staff, moving.id, ana.id)
    await assign(staff, other.id, ana.id)
    await assign(staff, kept.id, ben.id)
    // Onto the day Ana works `other` at the same time (the second booth is free): she cannot.
    const move = await staff.post(`/bookings/${moving.id}/reschedule`, {
      eventDate: ownDays.date(2),
      eventTime: '10:00',
    })
    expect(move.status).toBe(200)
    expect(await assignmentsOf(moving.id)).toEqual([])
    expect((await bookingDoc(moving.id)).history!.map((h) => h.action)).toContain(
      `Attendant unassigned: Ana Moved (${label(booth)}): not free at the new time: working ${other.reference}`,
    )
    // Ben is free on the new day: he keeps the event, on the booth it now holds.
    const again = await staff.post(`/bookings/${kept.id}/reschedule`, {
      eventDate: ownDays.date(4),
      eventTime: '13:00',
    })
    expect(again.status).toBe(200)
    const [stays] = await assignmentsOf(kept.id)
    expect(stays.attendant).toBe(ben.id)
    expect((await bookingDoc(kept.id)).booths).toContain(stays.booth)
  })
})

describe('cash collected on site', () => {
  it('is recorded once when the button is tapped twice, and closes the open card payment link', async () => {
    // Digital Plus: $299.00, deposit $74.75 paid by card, balance $224.25.
    const b = await depositBooking(ownDays.offset(5))
    const open = await openBalance(b)
    const staff = await staffApi()
    const ana = await attendantApi('Ana Cash')
    await assign(staff, b.id, ana.id)
    const sheet = (await (await ana.get('/crew/events')).json()).events.find(
      (e: { bookingId: number }) => e.bookingId === b.id,
    )
    const id = sheet.assignmentId
    // Phones as a person reads them, and a link that dials (never the raw stored digits).
    expect(sheet.customerPhone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/)
    expect(sheet.customerPhoneHref).toMatch(/^tel:\+1\d{10}$/)
    await ana.post(`/crew/assignments/${id}`, { action: 'accept' })
    const tap = { method: 'cash', amountCents: 10000, requestId: randomUUID() }
    const taps = await Promise.all([
      ana.post(`/crew/assignments/${id}/payment`, tap),
      ana.post(`/crew/assignments/${id}/payment`, tap),
    ])
    expect(taps.map((r) => r.status)).toEqual([200, 200])
    const noKey = await ana.post(`/crew/assignments/${id}/payment`, {
      method: 'cash',
      amountCents: 100,
    })
    expect(noKey.status).toBe(400)
    // The customer's card link for the balance is closed: it takes no money any more.
    expect((await payCard(open)).status).toBe(404)
    const doc = await bookingDoc(b.id)
    expect([doc.amountPaidCents, doc.remainingBalanceCents]).toEqual([17475, 12425])
    expect(
      (await paymentsOf(b.id)).map((p) => [p.gateway, p.status, p.receivedCents ?? 0]),
    ).toEqual([
      ['demo', 'succeeded', 7475],
      ['demo', 'canceled', 0],
      ['offline', 'succeeded', 10000],
    ])
    const receipts = await (
      await testPayload()
    ).count({ collection: 'booking-documents', where: { booking: { equals: b.id } } })
    expect(receipts.totalDocs).toBe(2) // the deposit's and the cash's: one each
  })
})
