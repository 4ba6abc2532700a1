import { describe, expect, it } from 'vitest'

import { addMonthsToDateString } from '@kernel'

import { chartMonths, lastYearPeriod, periodOf, periodProblem, previousPeriod } from './period'

describe('report periods', () => {
  it('month, quarter and year around a date', () => {
    expect(periodOf('month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' })
    expect(periodOf('quarter', '2026-11-26')).toEqual({ from: '2026-10-01', to: '2026-12-31' })
    expect(periodOf('year', '2026-11-26')).toEqual({ from: '2026-01-01', to: '2026-12-31' })
  })

  it('the previous period keeps whole months whole, and counts days otherwise', () => {
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    })
    expect(previousPeriod({ from: '2026-01-01', to: '2026-03-31' })).toEqual({
      from: '2025-10-01',
      to: '2025-12-31',
    })
    expect(previousPeriod({ from: '2026-03-10', to: '2026-03-19' })).toEqual({
      from: '2026-02-28',
      to: '2026-03-09',
    })
  })

  it('the same period last year, with 29 February clamped', () => {
    expect(lastYearPeriod({ from: '2028-02-01', to: '2028-02-29' })).toEqual({
      from: '2027-02-01',
      to: '2027-02-28',
    })
    expect(lastYearPeriod({ from: '2028-02-29', to: '2028-03-05' })).toEqual({
      from: '2027-02-28',
      to: '2027-03-05',
    })
    expect(addMonthsToDateString('2026-03-31', -1)).toBe('2026-02-28')
  })

  it('charts show at least twelve months ending with the period', () => {
    const months = chartMonths({ from: '2026-11-01', to: '2026-11-30' })
    expect([months.length, months[0], months.at(-1)]).toEqual([12, '2025-12', '2026-11'])
    expect(chartMonths({ from: '2024-01-01', to: '2026-11-30' })).toHaveLength(35)
  })

  it('refuses impossible or reversed dates and spans over five years', () => {
    expect(periodProblem({ from: '2026-02-30', to: '2026-03-01' })).toMatch(/YYYY-MM-DD/)
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toMatch(/after/)
    expect(periodProblem({ from: '2020-01-01', to: '2026-01-01' })).toMatch(/five years/)
    expect(periodProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull()
  })
})
