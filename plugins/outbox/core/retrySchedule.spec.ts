import { describe, expect, it } from 'vitest'

import { MAX_ATTEMPTS, nextAttemptAt } from './retrySchedule'

const t0 = new Date('2026-11-23T12:00:00Z')
const waitMinutes = (attempts: number) =>
  ((nextAttemptAt(attempts, t0)?.getTime() ?? NaN) - t0.getTime()) / 60_000

describe('nextAttemptAt', () => {
  it('doubles the wait from one minute', () => {
    expect([1, 2, 3, 4, 5, 6].map(waitMinutes)).toEqual([1, 2, 4, 8, 16, 32])
  })
  it('waits an hour at most', () => {
    expect(waitMinutes(7)).toBe(60)
    expect(waitMinutes(MAX_ATTEMPTS - 1)).toBe(60)
  })
  it('gives up after the last try, about a day after the first', () => {
    expect(nextAttemptAt(MAX_ATTEMPTS, t0)).toBeNull()
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => waitMinutes(i + 1)).reduce(
      (a, b) => a + b,
    )
    expect(total / 60).toBeGreaterThan(20)
    expect(total / 60).toBeLessThan(30)
  })
})
