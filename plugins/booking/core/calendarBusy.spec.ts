import { describe, expect, it } from 'vitest'

import { chooseBooths } from './availability'
import { withCalendarBusy } from './calendarBusy'

const at = (h: number, m = 0) => new Date(Date.UTC(2027, 0, 13, h, m))
const request = { start: at(18), end: at(22) }
const site = [
  { id: 'booth1', busy: [] },
  { id: 'booth2', busy: [] },
]

describe('withCalendarBusy', () => {
  it('a busy block on booth 1 leaves only booth 2', () => {
    const booths = withCalendarBusy(site, { booth1: [{ start: at(19), end: at(20) }] })
    expect(chooseBooths({ request, booths, needed: 1 })).toEqual(['booth2'])
    expect(chooseBooths({ request, booths, needed: 2 })).toBeNull()
  })

  it('both booths busy: nothing is free', () => {
    const block = [{ start: at(21), end: at(23) }]
    const booths = withCalendarBusy(site, { booth1: block, booth2: block })
    expect(chooseBooths({ request, booths, needed: 1 })).toBeNull()
  })

  it('no calendar, or a block elsewhere, changes nothing', () => {
    expect(withCalendarBusy(site, null)).toBe(site)
    const booths = withCalendarBusy(site, { booth1: [{ start: at(10), end: at(12) }] })
    expect(chooseBooths({ request, booths, needed: 2 })).toEqual(['booth1', 'booth2'])
  })

  it("ignores the moved booking's own event but not a longer block around it", () => {
    const own = [{ start: at(17, 30), end: at(22) }]
    const mine = withCalendarBusy(site, { booth1: [{ start: at(17, 30), end: at(22) }] }, own)
    expect(chooseBooths({ request, booths: mine, needed: 1 })).toEqual(['booth1'])
    const merged = withCalendarBusy(site, { booth1: [{ start: at(17), end: at(22) }] }, own)
    expect(chooseBooths({ request, booths: merged, needed: 1 })).toEqual(['booth2'])
  })
})
