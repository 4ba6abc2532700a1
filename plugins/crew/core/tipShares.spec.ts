import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { tipShares } from './tipShares'

describe('tipShares', () => {
  it('gives one attendant the whole tip, and two the halves with the odd cent to the first', () => {
    expect([...tipShares(4485, [7])]).toEqual([[7, 4485]])
    expect([...tipShares(4485, [3, 9])]).toEqual([
      [3, 2243],
      [9, 2242],
    ])
  })

  it('always adds up to the tips, no share more than a cent from another', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { minLength: 1, maxLength: 6 }),
        (tips, ids) => {
          const shares = [...tipShares(tips, ids).values()]
          expect(shares.reduce((a, b) => a + b, 0)).toBe(tips)
          expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1)
          expect(shares.every((s) => Number.isInteger(s) && s >= 0)).toBe(true)
        },
      ),
    )
  })
})
