import { describe, it, expect } from 'vitest'
import { addDaysToDateString } from '@kernel'
import {
  earliestBookableDate,
  latestBookableDate,
  meetsMinimumNotice,
  withinBookingHorizon,
} from './schedule'
import { todayInZone } from '@kernel/time'
import { makeRng } from '@tests/helpers/testRandom'

const TZ = 'America/Winnipeg'

describe('earliestBookableDate / meetsMinimumNotice', () => {
  it('on 2026-11-22 in Winnipeg the earliest bookable date is 2026-11-29', () => {
    const now = new Date('2026-11-22T18:00:00Z') // 1 PM in Winnipeg (-05:00)
    expect(earliestBookableDate({ now, timeZone: TZ, minDays: 7 })).toBe('2026-11-29')
    expect(meetsMinimumNotice({ eventDate: '2026-11-29', now, timeZone: TZ, minDays: 7 })).toBe(
      true,
    )
    expect(meetsMinimumNotice({ eventDate: '2026-11-28', now, timeZone: TZ, minDays: 7 })).toBe(
      false,
    )
    expect(meetsMinimumNotice({ eventDate: '2027-01-15', now, timeZone: TZ, minDays: 7 })).toBe(
      true,
    )
  })
  it('flips exactly at Winnipeg midnight, not UTC midnight', () => {
    // Winnipeg stays at -05:00 from 2026-11-01: midnight on Nov 23 is 05:00Z, not 06:00Z.
    const before = new Date('2026-11-23T04:59:59Z') // 23:59:59 on Nov 22
    const after = new Date('2026-11-23T05:00:00Z') // 00:00 on Nov 23
    expect(earliestBookableDate({ now: before, timeZone: TZ, minDays: 7 })).toBe('2026-11-29')
    expect(earliestBookableDate({ now: after, timeZone: TZ, minDays: 7 })).toBe('2026-11-30')
    expect(
      meetsMinimumNotice({ eventDate: '2026-11-29', now: before, timeZone: TZ, minDays: 7 }),
    ).toBe(true)
    expect(
      meetsMinimumNotice({ eventDate: '2026-11-29', now: after, timeZone: TZ, minDays: 7 }),
    ).toBe(false)
  })
  it('uses CDT (-05:00) in summer', () => {
    const before = new Date('2026-07-10T04:59:59Z')
    const after = new Date('2026-07-10T05:00:00Z')
    expect(earliestBookableDate({ now: before, timeZone: TZ, minDays: 7 })).toBe('2026-07-16')
    expect(earliestBookableDate({ now: after, timeZone: TZ, minDays: 7 })).toBe('2026-07-17')
  })
  it('rejects invalid dates and bad minDays', () => {
    const now = new Date('2026-11-22T18:00:00Z')
    expect(meetsMinimumNotice({ eventDate: '2027-02-30', now, timeZone: TZ, minDays: 7 })).toBe(
      false,
    )
    expect(meetsMinimumNotice({ eventDate: 'soon', now, timeZone: TZ, minDays: 7 })).toBe(false)
    expect(() => earliestBookableDate({ now, timeZone: TZ, minDays: -1 })).toThrow(RangeError)
  })
  it('minDays 0 allows today but not yesterday', () => {
    const now = new Date('2026-11-23T04:00:00Z') // 23:00 on Nov 22 in Winnipeg
    expect(meetsMinimumNotice({ eventDate: '2026-11-22', now, timeZone: TZ, minDays: 0 })).toBe(
      true,
    )
    expect(meetsMinimumNotice({ eventDate: '2026-11-21', now, timeZone: TZ, minDays: 0 })).toBe(
      false,
    )
  })
  it('property: eventDate qualifies iff it is on/after today + minDays', () => {
    const rng = makeRng(9)
    const base = Date.UTC(2026, 0, 1)
    for (let i = 0; i < 500; i++) {
      const now = new Date(base + rng.int(0, 730 * 24 * 60) * 60_000)
      const minDays = rng.int(0, 30)
      const offset = rng.int(-5, 40)
      const today = todayInZone(now, TZ)
      const eventDate = addDaysToDateString(today, offset)
      expect(meetsMinimumNotice({ eventDate, now, timeZone: TZ, minDays })).toBe(offset >= minDays)
    }
  })
})

describe('booking horizon', () => {
  const now = new Date('2026-06-15T17:00:00Z') // 12:00 in Winnipeg
  const horizon = { now, timeZone: 'America/Winnipeg', horizonDays: 730 }
  it('accepts dates up to today + horizon days and refuses the day after', () => {
    expect(latestBookableDate(horizon)).toBe('2028-06-14')
    expect(withinBookingHorizon({ ...horizon, eventDate: '2028-06-14' })).toBe(true)
    expect(withinBookingHorizon({ ...horizon, eventDate: '2028-06-15' })).toBe(false)
    expect(withinBookingHorizon({ ...horizon, eventDate: '9999-12-31' })).toBe(false)
    expect(withinBookingHorizon({ ...horizon, eventDate: '2026-13-01' })).toBe(false)
  })
  it('refuses a horizon that is not a whole number of days', () => {
    expect(() => latestBookableDate({ ...horizon, horizonDays: 1.5 })).toThrow(RangeError)
  })
})
