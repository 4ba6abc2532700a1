import { describe, expect, it } from 'vitest'

import { HOLD_ALLOWANCE_BOOTH_HOURS, holdFits, holdWeight } from './holdAllowance'

const ultimate = { booths: 1, hours: 5.5 } // 30 min setup, 4 h event, 1 h buffer
const bothBoothsAllDay = { booths: 2, hours: 9.5 } // 11:30 to 21:00 with every extra

describe('hold allowance', () => {
  it('weighs one booth by its hours and both booths double', () => {
    expect(holdWeight(ultimate)).toBe(5.5)
    expect(holdWeight({ booths: 2, hours: 5.5 })).toBe(22)
    expect(holdWeight(bothBoothsAllDay)).toBe(38)
  })

  it('lets a family keep several ordinary holds (the count cap of 5 comes first)', () => {
    const four = Array.from({ length: 4 }, () => ultimate)
    expect(holdFits(four, ultimate)).toBe(true)
    expect(holdFits([{ booths: 2, hours: 5.5 }], { booths: 2, hours: 5.5 })).toBe(true)
  })

  it('always allows a first hold, however large, and refuses a second all-day two-booth hold', () => {
    expect(holdFits([], { booths: 2, hours: 30 })).toBe(true)
    expect(holdFits([bothBoothsAllDay], bothBoothsAllDay)).toBe(false)
    expect(holdFits([bothBoothsAllDay], { booths: 1, hours: 10 })).toBe(true)
    expect(holdFits([bothBoothsAllDay], { booths: 1, hours: 10.5 })).toBe(false)
  })

  it('never fits more than the allowance beside an existing hold', () => {
    for (let h = 0.5; h <= 30; h += 0.5)
      expect(holdFits([{ booths: 1, hours: 0.5 }], { booths: 1, hours: h })).toBe(
        0.5 + h <= HOLD_ALLOWANCE_BOOTH_HOURS,
      )
  })
})
