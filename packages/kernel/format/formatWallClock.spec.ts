import { describe, expect, it } from 'vitest'

import { formatDuration } from './formatDuration'
import { formatDateInYear, formatDateLong, formatTimeOrDash } from './formatWallClock'
import { formatDollars } from './formatMoney'

describe('formatWallClock', () => {
  it('formats calendar days without any zone', () => {
    expect(formatDateLong('2027-01-13')).toBe('Wednesday, January 13, 2027')
    expect(formatDateLong('2026-06-06')).toBe('Saturday, June 6, 2026')
    expect(formatDateLong('2027-01-13', { weekday: false })).toBe('January 13, 2027')
    expect(formatDateLong('2026-02-30')).toBe('Invalid Date')
    expect(formatDateLong(null)).toBe('Invalid Date')
  })
  it('names the year only when it is not the current one', () => {
    expect(formatDateInYear('2026-12-05', '2026-11-25')).toBe('Saturday, December 5')
    expect(formatDateInYear('2027-08-14', '2026-11-25')).toBe('Saturday, August 14, 2027')
  })
  it('formats times and durations', () => {
    expect(formatTimeOrDash('00:15')).toBe('12:15 AM')
    expect(formatTimeOrDash(undefined)).toBe('—')
    expect(formatDuration(90)).toBe('90 min')
    expect(formatDuration(150)).toBe('2.5 hours')
    expect(formatDuration(240)).toBe('4 hours')
  })
})

describe('formatMoney', () => {
  it('formats CMS dollars', () => {
    expect(formatDollars(499)).toBe('$499')
    expect(formatDollars(247.5)).toBe('$247.50')
    expect(formatDollars(1299)).toBe('$1,299')
  })
})
