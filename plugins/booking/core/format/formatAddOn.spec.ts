import { describe, expect, it } from 'vitest'

import { addOnLabel, formatHoursShort } from './formatAddOn'

describe('addOnLabel', () => {
  it('names the time a timed add-on covers, and the count of an untimed one', () => {
    expect(addOnLabel({ name: 'Two Photo Booths', quantity: 1, minutes: 240 })).toBe(
      'Two Photo Booths (4 h)',
    )
    expect(addOnLabel({ name: 'Extra Time', quantity: 2, minutes: 120 })).toBe('Extra Time (2 h)')
    expect(addOnLabel({ name: 'Early Set-Up Fee', quantity: 1, minutes: 30 })).toBe(
      'Early Set-Up Fee (30 min)',
    )
    expect(addOnLabel({ name: 'Custom Backdrop', quantity: 1 })).toBe('Custom Backdrop')
    expect(addOnLabel({ name: 'Props', quantity: 2, minutes: null })).toBe('Props × 2')
  })
  it('formats hours briefly', () => {
    expect([30, 60, 90, 150, 240, 285].map(formatHoursShort)).toEqual([
      '30 min',
      '1 h',
      '1.5 h',
      '2.5 h',
      '4 h',
      '4.75 h',
    ])
  })
})
