import { describe, expect, it } from 'vitest'

import { addMonthsToDateString } from '@kernel'

import {
  chartMonths,
  checkPeriod,
  lastYearPeriod,
  periodOf,
  periodProblem,
  previousPeriod,
} from './period'

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
    expect(periodProblem({ from: '2026-03-01', to: '26-3-1' })).toMatch(/"to" must be a date/)
    expect(periodProblem({ from: '2026-03-02', to: '2026-03-01' })).toMatch(/after/)
    expect(periodProblem({ from: '2020-01-01', to: '2026-01-01' })).toMatch(/five years/)
    expect(periodProblem({ from: '2026-01-01', to: '2026-01-01' })).toBeNull()
  })

  it('keeps to the years 2000 to 2100, naming the field at fault (issue 48, case 10)', () => {
    expect(checkPeriod({ from: '9999-12-01', to: '9999-12-31' })).toEqual({
      field: 'from',
      message: 'Reports cover the years 2000 to 2100: "from" is 9999-12-01.',
    })
    expect(checkPeriod({ from: '2100-12-01', to: '2101-01-31' })).toMatchObject({ field: 'to' })
    expect(checkPeriod({ from: '1999-12-31', to: '2000-01-31' })).toMatchObject({ field: 'from' })
    expect(checkPeriod({ from: '0000-01-01', to: '0000-01-31' })).toMatchObject({ field: 'from' })
    expect(checkPeriod({ from: '2000-01-01', to: '2000-12-31' })).toBeNull()
    expect(checkPeriod({ from: '2096-01-01', to: '2100-12-31' })).toBeNull()
    expect(checkPeriod({ from: '2026-03-02', to: '2026-03-01' })).toMatchObject({ field: 'to' })
  })

  it('every period it accepts derives only four-digit years (the period before, the year before, the chart)', () => {
    for (const p of [
      { from: '2000-01-01', to: '2004-12-30' },
      { from: '2096-01-02', to: '2100-12-31' },
      { from: '2000-02-29', to: '2000-02-29' },
    ]) {
      expect(checkPeriod(p)).toBeNull()
      const derived = [previousPeriod(p), lastYearPeriod(p), p].flatMap((d) => [d.from, d.to])
      for (const d of [...derived, ...chartMonths(p).map((m) => `${m}-01`)])
        expect(d).toMatch(/^(199[4-9]|20\d\d|210[01])-/)
    }
  })
})
