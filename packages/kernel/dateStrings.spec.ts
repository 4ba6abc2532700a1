import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import {
  addDaysToDateString,
  addMonthsToDateString,
  daysBetweenDateStrings,
  isValidDateString,
} from './dateStrings'
import { makeRng } from '@tests/helpers/testRandom'

describe('isValidDateString', () => {
  it('accepts real dates only', () => {
    expect(isValidDateString('2026-11-29')).toBe(true)
    expect(isValidDateString('2028-02-29')).toBe(true)
    expect(isValidDateString('2026-02-29')).toBe(false)
    expect(isValidDateString('2026-02-30')).toBe(false)
    expect(isValidDateString('2026-13-01')).toBe(false)
    expect(isValidDateString('2026-00-10')).toBe(false)
    expect(isValidDateString('2026-1-01')).toBe(false)
    expect(isValidDateString('2026-11-29T00:00:00Z')).toBe(false)
    expect(isValidDateString('')).toBe(false)
  })
})

describe('addDaysToDateString / daysBetweenDateStrings', () => {
  it('does calendar arithmetic across months, years and DST dates', () => {
    expect(addDaysToDateString('2026-11-22', 7)).toBe('2026-11-29')
    expect(addDaysToDateString('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDaysToDateString('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDaysToDateString('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDaysToDateString('2026-03-08', 1)).toBe('2026-03-09')
    expect(addDaysToDateString('2026-11-01', -1)).toBe('2026-10-31')
    expect(daysBetweenDateStrings('2026-01-01', '2026-03-02')).toBe(60)
    expect(daysBetweenDateStrings('2026-03-02', '2026-01-01')).toBe(-60)
  })
  it('throws on invalid input', () => {
    expect(() => addDaysToDateString('2026-02-30', 1)).toThrow(RangeError)
    expect(() => addDaysToDateString('2026-02-01', 1.5)).toThrow(RangeError)
  })
  it('add and diff are inverse operations', () => {
    const rng = makeRng(5)
    for (let i = 0; i < 500; i++) {
      const start = addDaysToDateString('2024-01-01', rng.int(0, 2000))
      const n = rng.int(-800, 800)
      const end = addDaysToDateString(start, n)
      expect(isValidDateString(end)).toBe(true)
      expect(daysBetweenDateStrings(start, end)).toBe(n)
      expect(addDaysToDateString(end, -n)).toBe(start)
    }
  })
})

describe('addMonthsToDateString', () => {
  it('keeps the day, clamped to the month end, across years and leap years', () => {
    expect(addMonthsToDateString('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonthsToDateString('2027-08-31', 6)).toBe('2028-02-29')
    expect(addMonthsToDateString('2026-03-31', -1)).toBe('2026-02-28')
    expect(addMonthsToDateString('2026-12-15', 1)).toBe('2027-01-15')
    expect(addMonthsToDateString('2026-01-15', -1)).toBe('2025-12-15')
    expect(addMonthsToDateString('2026-11-15', 14)).toBe('2028-01-15')
    expect(addMonthsToDateString('2026-05-10', -17)).toBe('2024-12-10')
  })
  it('throws on invalid input', () => {
    expect(() => addMonthsToDateString('2026-02-30', 1)).toThrow(RangeError)
    expect(() => addMonthsToDateString('2026-02-01', 0.5)).toThrow(RangeError)
  })
  it('gives a real date in the right month, never past the original day', () => {
    const day = fc.integer({ min: 0, max: 4000 }).map((n) => addDaysToDateString('2024-01-01', n))
    fc.assert(
      fc.property(day, fc.integer({ min: -60, max: 60 }), (date, n) => {
        const out = addMonthsToDateString(date, n)
        expect(isValidDateString(out)).toBe(true)
        const [y, m, d] = date.split('-').map(Number) as [number, number, number]
        const [y2, m2, d2] = out.split('-').map(Number) as [number, number, number]
        expect(y2 * 12 + m2 - (y * 12 + m)).toBe(n)
        expect(d2 <= d).toBe(true)
        if (d2 < d) expect(addDaysToDateString(out, 1).slice(8)).toBe('01')
      }),
    )
  })
})
