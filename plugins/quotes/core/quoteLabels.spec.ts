import { describe, expect, it } from 'vitest'

import { clockLabel, dateLabel, dollarsLabel } from './quoteLabels'

describe('quote labels', () => {
  it('prints dates, 12-hour times and dollars', () => {
    expect(dateLabel('2027-03-05')).toBe('March 5, 2027')
    expect(clockLabel('00:15')).toBe('12:15 AM')
    expect(clockLabel('18:30')).toBe('6:30 PM')
    expect(dollarsLabel(135000)).toBe('$1,350.00')
    expect(dollarsLabel(-5005)).toBe('−$50.05')
  })
})
