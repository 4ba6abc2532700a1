import { describe, it, expect } from 'vitest'
import { priceAddOn } from './priceAddOn'
import {
  CLASSIC,
  CUSTOM_BACKDROP,
  DIGITAL_LITE,
  DIGITAL_PLUS,
  EARLY_SETUP,
  EXTRA_TIME,
  TEST_ADD_ONS,
  TEST_PACKAGES,
  TWO_BOOTHS,
  ULTIMATE,
} from '@tests/helpers/testCatalog'
import { makeRng } from '@tests/helpers/testRandom'
import type { CatalogAddOn, CatalogPackage } from './types'

const amount = (addOn: CatalogAddOn, pkg: CatalogPackage, quantity = 1, extraEventMinutes = 0) => {
  const r = priceAddOn({ addOn, pkg, quantity, extraEventMinutes })
  return r.ok ? r.amountCents : r.error.code
}

describe('priceAddOn: add-on totals for every package', () => {
  const table: Array<[CatalogPackage, number, number, number | string, number]> = [
    // pkg, extra time ×1, two booths, early set-up ×1, custom backdrop
    [DIGITAL_LITE, 2900, 19900, 'addon_not_offered', 24900],
    [DIGITAL_PLUS, 6900, 24750, 1900, 24900],
    [CLASSIC, 6900, 24750, 1900, 24900],
    [ULTIMATE, 6900, 39600, 1900, 24900],
  ]
  for (const [pkg, extra, booths, early, backdrop] of table) {
    it(pkg.name, () => {
      expect(amount(EXTRA_TIME, pkg)).toBe(extra)
      expect(amount(TWO_BOOTHS, pkg)).toBe(booths)
      expect(amount(EARLY_SETUP, pkg)).toBe(early)
      expect(amount(CUSTOM_BACKDROP, pkg)).toBe(backdrop)
    })
  }
})

describe('priceAddOn: rules', () => {
  it('extra time adds event minutes per unit (30 for self-serve, 60 otherwise)', () => {
    const lite = priceAddOn({ addOn: EXTRA_TIME, pkg: DIGITAL_LITE, quantity: 2 })
    expect(lite.ok && [lite.amountCents, lite.addedMinutes]).toEqual([5800, 60])
    const ult = priceAddOn({ addOn: EXTRA_TIME, pkg: ULTIMATE, quantity: 2 })
    expect(ult.ok && [ult.amountCents, ult.addedMinutes]).toEqual([13800, 120])
  })
  it('Early Set-Up ×3 = $57 and 90 setup minutes', () => {
    const r = priceAddOn({ addOn: EARLY_SETUP, pkg: CLASSIC, quantity: 3 })
    expect(r.ok && [r.amountCents, r.addedMinutes]).toEqual([5700, 90])
  })
  it('second booth is billed per booth-hour including extra time, fractional hours allowed', () => {
    expect(amount(TWO_BOOTHS, DIGITAL_PLUS, 1, 60)).toBe(34650) // 99 × (2.5 + 1)
    expect(amount(TWO_BOOTHS, ULTIMATE, 1, 120)).toBe(59400) // 99 × 6
    expect(amount(TWO_BOOTHS, DIGITAL_PLUS, 1, 90)).toBe(39600) // 99 × 4
    expect(amount(TWO_BOOTHS, DIGITAL_LITE, 1, 60)).toBe(19900) // flat override ignores hours
    expect(amount({ ...TWO_BOOTHS, priceCents: 9999 }, DIGITAL_PLUS, 1, 5)).toBe(25831) // 25830.75 rounds half up
  })
  it('rejects invalid quantities', () => {
    expect(amount(EXTRA_TIME, CLASSIC, 0)).toBe('quantity_invalid')
    expect(amount(EXTRA_TIME, CLASSIC, -1)).toBe('quantity_invalid')
    expect(amount(EXTRA_TIME, CLASSIC, 1.5)).toBe('quantity_invalid')
    expect(amount(TWO_BOOTHS, CLASSIC, 2)).toBe('quantity_invalid')
    expect(amount(CUSTOM_BACKDROP, CLASSIC, 0)).toBe('quantity_invalid')
    expect(amount({ ...EXTRA_TIME, maxQuantity: 4 }, CLASSIC, 5)).toBe('quantity_invalid')
    expect(amount({ ...EXTRA_TIME, minQuantity: 2 }, CLASSIC, 1)).toBe('quantity_invalid')
    const r = priceAddOn({ addOn: { ...EXTRA_TIME, maxQuantity: 4 }, pkg: CLASSIC, quantity: 9 })
    expect(r.ok ? null : r.error).toEqual({
      code: 'quantity_invalid',
      field: 'addOns',
      addOnId: 1,
      message: 'Extra Time quantity must be a whole number from 1 to 4',
    })
  })
  it('reports not-offered add-ons with the add-on id', () => {
    const r = priceAddOn({ addOn: EARLY_SETUP, pkg: DIGITAL_LITE, quantity: 1 })
    expect(r.ok ? null : r.error).toEqual({
      code: 'addon_not_offered',
      field: 'addOns',
      addOnId: 3,
      message: 'Early Set-Up Fee is not available with the Digital Lite package',
    })
  })
  it('property: per-unit price is linear in quantity and every amount is whole non-negative cents', () => {
    const rng = makeRng(7)
    for (let i = 0; i < 1000; i++) {
      const addOn = rng.pick(TEST_ADD_ONS)
      const pkg = rng.pick(TEST_PACKAGES)
      const extra = 30 * rng.int(0, 10)
      const one = priceAddOn({ addOn, pkg, quantity: 1, extraEventMinutes: extra })
      if (!one.ok) continue
      expect(Number.isSafeInteger(one.amountCents) && one.amountCents >= 0).toBe(true)
      if (one.rule.pricingRule === 'per_unit') {
        const q = rng.int(1, 20)
        const many = priceAddOn({ addOn, pkg, quantity: q, extraEventMinutes: extra })
        expect(many.ok && many.amountCents).toBe(one.amountCents * q)
        expect(many.ok && many.addedMinutes).toBe(one.addedMinutes * q)
      }
    }
  })
})
