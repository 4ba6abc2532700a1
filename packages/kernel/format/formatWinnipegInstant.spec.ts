import { describe, expect, it } from 'vitest'

import { formatInstant } from '../time/formatInstant'
import { winnipegOffsetTable } from '../time/winnipegOffsetTable'
import { formatWinnipegInstant } from './formatWinnipegInstant'
import table from './winnipegOffsets.json'

describe('formatWinnipegInstant (the browser rule)', () => {
  it('is the bundled zone data: rerun scripts/winnipegOffsets.ts after updating moment-timezone', () => {
    expect(table).toEqual(winnipegOffsetTable())
  })
  it('reads UTC-5 all year from 2026-11-01 and the old rules before', () => {
    expect(formatWinnipegInstant('2026-12-01T20:00:00Z', 'time')).toBe('3:00 PM')
    expect(formatWinnipegInstant('2026-01-15T20:00:00Z', 'time')).toBe('2:00 PM')
    expect(formatWinnipegInstant('2026-07-15T20:00:00Z', 'time')).toBe('3:00 PM')
    expect(formatWinnipegInstant('2026-11-23T17:05:00Z', 'weekdayTime')).toBe(
      'Mon, Nov 23, 12:05 PM',
    )
    expect(formatWinnipegInstant('not a date')).toBe('—')
  })
  it('agrees with the server formatter on both sides of every change and through each day', () => {
    const styles = ['dateTime', 'weekdayTime', 'time'] as const
    const same = (ms: number) => {
      const style = styles[Math.abs(ms / 60_000) % 3]
      expect(formatWinnipegInstant(new Date(ms), style)).toBe(formatInstant(new Date(ms), style))
    }
    for (const until of table.until)
      if (until !== null) for (const m of [-61, -1, 0, 1, 59]) same((until + m) * 60_000)
    // A prime step (31 h 7 min) walks every hour of the day across 1990 to 2040.
    for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2040, 0, 1); ms += 1867 * 60_000) same(ms)
  })
})
