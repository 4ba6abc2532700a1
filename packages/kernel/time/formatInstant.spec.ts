import { describe, expect, it } from 'vitest'

import { formatInstant } from './formatInstant'

describe('formatInstant', () => {
  it('reads Winnipeg clocks by the bundled rules: UTC-5 all year from 2026-11-01', () => {
    // Node 20's Intl says 2:00 PM here (its ICU data predates the change).
    expect(formatInstant('2026-12-01T20:00:00Z', 'time')).toBe('3:00 PM')
    expect(formatInstant(new Date('2026-12-01T20:00:00Z'), 'dateTime')).toBe('Dec 1, 2026, 3:00 PM')
    expect(formatInstant('2026-11-23T17:05:00Z', 'weekdayTime')).toBe('Mon, Nov 23, 12:05 PM')
  })
  it('keeps the old rules for instants before the change', () => {
    expect(formatInstant('2026-01-15T20:00:00Z', 'time')).toBe('2:00 PM')
  })
  it('shows a dash for what it cannot read', () => {
    expect(formatInstant('not a date')).toBe('—')
  })
})
