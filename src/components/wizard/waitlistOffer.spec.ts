import { describe, expect, it } from 'vitest'

import { timeLeftWords } from './waitlistOffer'

describe('timeLeftWords', () => {
  const now = new Date('2026-11-27T12:00:00Z')
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString()
  it('says the hold left in hours and minutes, never less than a minute', () => {
    expect(timeLeftWords(at(12 * 3_600_000), now)).toBe('12 hours')
    expect(timeLeftWords(at(11 * 3_600_000 + 59 * 60_000 + 30_000), now)).toBe(
      '11 hours 59 minutes',
    )
    expect(timeLeftWords(at(3_600_000 + 60_000), now)).toBe('1 hour 1 minute')
    expect(timeLeftWords(at(-5_000), now)).toBe('1 minute')
  })
})
