import { describe, expect, it } from 'vitest'

import { calendarEventBody, wantedBooths, type CalendarBooking } from './calendarEvent'
import { calendarEventId } from './calendarEventId'

const booking: CalendarBooking = {
  id: 7,
  reference: 'PB-1A2B3C4D',
  status: 'confirmed',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '204-555-0100',
  email: 'ada@example.com',
  address: '100 Main St, Winnipeg',
  packageName: 'Classic',
  // 2027-01-13 18:00 Winnipeg is 23:00Z (UTC-5 all year from 2026-11-01).
  setupStart: '2027-01-13T22:30:00.000Z',
  start: '2027-01-13T23:00:00.000Z',
  end: '2027-01-14T01:30:00.000Z',
}

describe('calendarEventBody', () => {
  const body = calendarEventBody({
    booking,
    booth: 'booth2',
    timeZone: 'America/Winnipeg',
    adminUrl: 'https://site.example/admin/collections/bookings/7',
  })

  it('uses the deterministic id and names the zone', () => {
    expect(body.id).toBe(calendarEventId(7, 'booth2'))
    expect(body.start).toEqual({
      dateTime: '2027-01-13T22:30:00.000Z',
      timeZone: 'America/Winnipeg',
    })
    expect(body.end.dateTime).toBe('2027-01-14T01:30:00.000Z')
  })

  it('reads as Winnipeg wall clocks', () => {
    expect(body.summary).toBe('PB-1A2B3C4D · Ada Lovelace · Classic (Booth 2)')
    expect(body.description).toContain('Wednesday, January 13, 2027, 6:00 PM to 8:30 PM')
    expect(body.description).toContain('Setup from 5:30 PM')
    expect(body.description).toContain('/admin/collections/bookings/7')
    expect(body.location).toBe('100 Main St, Winnipeg')
  })
})

describe('wantedBooths', () => {
  it('keeps events only for confirmed bookings', () => {
    expect(wantedBooths('confirmed', ['booth1', 'booth2'])).toEqual(['booth1', 'booth2'])
    for (const s of ['cancelled', 'refunded', 'pending_payment', 'expired'])
      expect(wantedBooths(s, ['booth1'])).toEqual([])
  })
})
