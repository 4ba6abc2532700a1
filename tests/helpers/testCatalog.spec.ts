import { describe, it, expect } from 'vitest'
import { TEST_ADD_ONS, TEST_PACKAGES } from './testCatalog'

describe('test catalog fixtures', () => {
  it('has unique ids and slugs and integer cents', () => {
    for (const list of [TEST_PACKAGES, TEST_ADD_ONS]) {
      expect(new Set(list.map((x) => x.id)).size).toBe(list.length)
      expect(new Set(list.map((x) => x.slug)).size).toBe(list.length)
      for (const x of list) expect(Number.isInteger(x.priceCents)).toBe(true)
    }
  })
  it('overrides point at existing packages', () => {
    const ids = new Set(TEST_PACKAGES.map((p) => p.id))
    for (const a of TEST_ADD_ONS)
      for (const o of a.overrides) expect(ids.has(o.packageId)).toBe(true)
  })
})
