import { describe, expect, it } from 'vitest'

import { dollarsToCents, eventPayCents, minutesLate, workedMinutes } from './attendance'

describe('attendance', () => {
  it('counts minutes late from the setup start, rounding a started minute up', () => {
    expect(minutesLate('2027-06-12T19:00:00Z', '2027-06-12T18:55:00Z')).toBe(0)
    expect(minutesLate('2027-06-12T19:00:00Z', '2027-06-12T19:12:01Z')).toBe(13)
    expect(minutesLate('2027-06-12T19:00:00Z', null)).toBe(0)
  })
  it('pays the minutes worked at the hourly rate plus the per-event amount, to the cent', () => {
    const minutes = workedMinutes('2027-06-12T18:50:00Z', '2027-06-12T23:10:00Z')
    expect(minutes).toBe(260)
    // $22.50/h for 4 h 20 min = $97.50, plus $25.00
    expect(eventPayCents(minutes, dollarsToCents(22.5), dollarsToCents(25))).toBe(12250)
    // $17.35/h for 100 min = 2891.67 cents → 2892
    expect(eventPayCents(100, 1735, 0)).toBe(2892)
    expect(workedMinutes('2027-06-12T18:50:00Z', null)).toBe(0)
  })
})
