import { describe, expect, it } from 'vitest'

import { attendantChoices } from './attendantChoices'
import { crewWindow, windowsOverlap } from './crewWindow'

const at = (hhmm: string) => new Date(`2027-06-12T${hhmm}:00Z`)
const w = (s: string, e: string) => ({ start: at(s), end: at(e) })

describe('crewWindow', () => {
  it('spans every booth of the booking, widened by the drive each way', () => {
    const win = crewWindow(
      [
        { startsAt: at('18:00'), endsAt: at('22:00') },
        { startsAt: at('18:30'), endsAt: at('22:30') },
      ],
      45,
    )
    expect(win).toEqual(w('17:15', '23:15'))
  })
  it('is null without reservations, and treats touching windows as free', () => {
    expect(crewWindow([], 10)).toBeNull()
    expect(windowsOverlap(w('10:00', '12:00'), w('12:00', '14:00'))).toBe(false)
    expect(windowsOverlap(w('10:00', '12:01'), w('12:00', '14:00'))).toBe(true)
  })
})

describe('attendantChoices', () => {
  const attendants = [
    { id: 1, name: 'Ana' },
    { id: 2, name: 'Ben' },
    { id: 3, name: 'Cy' },
  ]
  it('marks the unavailable, the busy (travel included) and the free', () => {
    const choices = attendantChoices({
      attendants,
      window: w('19:00', '23:00'),
      dates: ['2027-06-12'],
      unavailable: [{ attendantId: 1, date: '2027-06-12' }],
      commitments: [
        { attendantId: 2, window: w('14:00', '19:30'), reference: 'BK-1' },
        { attendantId: 3, window: w('09:00', '12:00'), reference: 'BK-2' },
      ],
    })
    expect(choices.map((c) => [c.name, c.busy, c.busyWith])).toEqual([
      ['Ana', 'unavailable', undefined],
      ['Ben', 'working', 'BK-1'],
      ['Cy', null, undefined],
    ])
  })
})
