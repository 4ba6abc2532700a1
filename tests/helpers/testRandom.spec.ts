import { describe, it, expect } from 'vitest'
import { makeRng } from './testRandom'

describe('makeRng', () => {
  it('is deterministic per seed', () => {
    const a = makeRng(42)
    const b = makeRng(42)
    for (let i = 0; i < 100; i++) expect(a.next()).toBe(b.next())
  })
  it('int stays within inclusive bounds', () => {
    const rng = makeRng(1)
    const seen = new Set<number>()
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(-3, 3)
      expect(n).toBeGreaterThanOrEqual(-3)
      expect(n).toBeLessThanOrEqual(3)
      seen.add(n)
    }
    expect(seen.size).toBe(7)
  })
})
