import { describe, expect, it } from 'vitest'

import { monthAvailability } from '../../plugins/booking/operations/availability/monthAvailability'
import { fileDays } from '../helpers/fileDays'
import { baseURL } from '../helpers/payload'
import { localReq } from '../helpers/payments'
import { phoneBooking, staffApi } from '../helpers/staff'

const ownDays = fileDays('month-availability.int')

/** A day 11 months out in a month of its own (no other spec books that far in this month). */
const day = (n: number) => ownDays.date(n)

describe('the date picker’s month marks (GET /api/calendar/month)', () => {
  it('marks a day with both booths taken at some times as partly booked (full days: core/dayMarks.spec)', async () => {
    const staff = await staffApi()
    const partial = day(0)
    // Both booths at 18:00 on one day: some start times are gone, others remain.
    await phoneBooking(staff, { eventDate: partial, eventTime: '18:00' })
    await phoneBooking(staff, { eventDate: partial, eventTime: '18:00' })
    const month = partial.slice(0, 7)
    const res = await fetch(`${baseURL()}/api/calendar/month?month=${month}&packageName=Classic`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('max-age=30')
    const body = await res.json()
    expect(body.month).toBe(month)
    expect(body.days[partial]).toBe('partial')
    expect(body.days[day(5)]).toBeUndefined() // open days carry no mark
    // The operation itself, as the endpoint calls it.
    const req = await localReq()
    const cached = await monthAvailability({ req, month, packageName: 'Classic', now: new Date() })
    expect(cached.days[partial]).toBe('partial')
  })

  it('answers 400 with a clear message for a month that is not YYYY-MM', async () => {
    const res = await fetch(`${baseURL()}/api/calendar/month?month=2027-13`)
    expect(res.status).toBe(400)
    expect((await res.json()).message).toMatch(/YYYY-MM/)
  })
})
