import { describe, expect, it } from 'vitest'

import { changeLabel, monthLabel, shortDate } from './labels'

describe('report labels', () => {
  it('months and changes read as words and signed percentages', () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026')
    expect(changeLabel(11_250, 10_000)).toBe('+12.5%')
    expect(changeLabel(9_700, 10_000)).toBe('−3.0%')
    expect([changeLabel(5, 0), changeLabel(0, 0)]).toEqual(['new', '0%'])
    expect([shortDate('2026-11-01', '2026-11-26'), shortDate('2025-11-30', '2026-11-26')]).toEqual([
      'Nov 1',
      'Nov 30, 2025',
    ])
  })
})
