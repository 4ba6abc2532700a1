import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { allocateCents } from './allocateCents'

describe('allocateCents (largest remainder)', () => {
  it('splits exactly, the left-over cent to the largest fraction', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(allocateCents(1000, [24900, 6900, -2990])).toEqual([864, 240, -104])
  })

  it('property: the parts sum to the total and each is within a cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(fc.integer({ min: -50_000, max: 200_000 }), { minLength: 1, maxLength: 8 }),
        (total, weights) => {
          const sum = weights.reduce((s, w) => s + w, 0)
          fc.pre(sum > 0)
          const parts = allocateCents(total, weights)
          expect(parts.reduce((s, p) => s + p, 0)).toBe(total)
          parts.forEach((p, i) => expect(Math.abs(p - (total * weights[i]!) / sum)).toBeLessThan(1))
        },
      ),
    )
  })
})
