import { describe, expect, it } from 'vitest'

import { calendarEntries, type CalendarRow } from './calendarEntries'

const timeline = {
  setupStart: '2027-01-16T00:30:00.000Z',
  start: '2027-01-16T01:30:00.000Z',
  end: '2027-01-16T05:30:00.000Z',
}
const booking = (status: string): CalendarRow['booking'] => ({ id: 7, status, timeline })
const row = (
  id: number,
  status: CalendarRow['status'],
  startsAt: string,
  endsAt: string,
  b = booking('confirmed'),
): CalendarRow => ({
  id,
  booth: 'booth1',
  status,
  startsAt,
  endsAt,
  booking: b,
})
// The old slot (February) a reschedule to January left behind, and the January slot.
const oldSlot = (b: CalendarRow['booking']) =>
  row(1, 'released', '2027-02-20T00:30:00.000Z', '2027-02-20T06:30:00.000Z', b)
const newSlot = (status: CalendarRow['status'], b: CalendarRow['booking']) =>
  row(2, status, timeline.setupStart, '2027-01-16T06:30:00.000Z', b)

describe('calendarEntries', () => {
  it('draws a live booking once per booth with its setup and buffer', () => {
    const b = booking('confirmed')
    const [e, ...rest] = calendarEntries([oldSlot(b), newSlot('confirmed', b)])
    expect(rest).toEqual([])
    expect(e).toMatchObject({
      kind: 'confirmed',
      setupStart: timeline.setupStart,
      start: timeline.start,
      end: timeline.end,
      bufferEnd: '2027-01-16T06:30:00.000Z',
    })
  })
  it('draws a booking rescheduled earlier then cancelled only on its new date, without setup or buffer', () => {
    const b = booking('cancelled')
    const entries = calendarEntries([oldSlot(b), newSlot('released', b)])
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({
      kind: 'cancelled',
      setupStart: timeline.start,
      start: timeline.start,
      end: timeline.end,
      bufferEnd: timeline.end,
    })
  })
  it('never draws a lapsed hold or the old slot of a live booking', () => {
    expect(
      calendarEntries([row(3, 'released', timeline.setupStart, timeline.end, booking('expired'))]),
    ).toEqual([])
    expect(calendarEntries([oldSlot(booking('confirmed'))])).toEqual([])
  })
})
