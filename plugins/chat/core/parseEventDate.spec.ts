import { describe, expect, it } from 'vitest'

import { parseEventDate, parseEventTime } from './parseEventDate'

describe('parseEventDate', () => {
  const today = '2026-11-23'
  it('reads month-day, day-month and ISO dates', () => {
    expect(parseEventDate('Classic on June 12?', today)).toBe('2027-06-12')
    expect(parseEventDate('the 5th of December', today)).toBe('2026-12-05')
    expect(parseEventDate('on 12 June 2028', today)).toBe('2028-06-12')
    expect(parseEventDate('Aug. 8, 2027 please', today)).toBe('2027-08-08')
    expect(parseEventDate('for 2027-03-20', today)).toBe('2027-03-20')
  })
  it('rolls a day already past this year into next year, keeps today', () => {
    expect(parseEventDate('november 23', today)).toBe('2026-11-23')
    expect(parseEventDate('november 22', today)).toBe('2027-11-22')
  })
  it('refuses impossible dates and texts without a date', () => {
    expect(parseEventDate('February 30', today)).toBeNull()
    expect(parseEventDate('2027-02-30', today)).toBeNull()
    expect(parseEventDate('how much is classic', today)).toBeNull()
    expect(parseEventDate('may I book?', today)).toBeNull()
  })
})

describe('parseEventTime', () => {
  it('reads 12-hour times and noon', () => {
    expect(parseEventTime('at 7pm')).toBe('19:00')
    expect(parseEventTime('7:30 p.m.')).toBe('19:30')
    expect(parseEventTime('12 am')).toBe('00:00')
    expect(parseEventTime('noon')).toBe('12:00')
    expect(parseEventTime('June 12')).toBeNull()
  })
})
