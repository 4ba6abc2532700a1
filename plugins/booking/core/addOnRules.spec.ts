import { describe, it, expect } from 'vitest'
import { effectiveAddOnRule } from './addOnRules'
import {
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
import type { CatalogAddOn } from './types'

describe('effectiveAddOnRule', () => {
  it('uses the default rule when no override exists', () => {
    expect(effectiveAddOnRule(EXTRA_TIME, DIGITAL_PLUS)).toEqual({
      offered: true,
      pricingRule: 'per_unit',
      priceCents: 6900,
      unitMinutes: 60,
    })
    expect(effectiveAddOnRule(TWO_BOOTHS, ULTIMATE)).toEqual({
      offered: true,
      pricingRule: 'per_booth_hour',
      priceCents: 9900,
      unitMinutes: null,
    })
    expect(effectiveAddOnRule(CUSTOM_BACKDROP, DIGITAL_LITE)).toEqual({
      offered: true,
      pricingRule: 'flat',
      priceCents: 24900,
      unitMinutes: null,
    })
  })
  it('applies self-serve overrides', () => {
    expect(effectiveAddOnRule(EXTRA_TIME, DIGITAL_LITE)).toEqual({
      offered: true,
      pricingRule: 'per_unit',
      priceCents: 2900,
      unitMinutes: 30,
    })
    expect(effectiveAddOnRule(TWO_BOOTHS, DIGITAL_LITE)).toEqual({
      offered: true,
      pricingRule: 'flat',
      priceCents: 19900,
      unitMinutes: null,
    })
    expect(effectiveAddOnRule(EARLY_SETUP, DIGITAL_LITE).offered).toBe(false)
  })
  it('falls back field by field when override fields are null', () => {
    const a: CatalogAddOn = {
      ...EXTRA_TIME,
      overrides: [
        { packageId: 2, notOffered: false, pricingRule: null, priceCents: 5000, unitMinutes: null },
      ],
    }
    expect(effectiveAddOnRule(a, DIGITAL_PLUS)).toEqual({
      offered: true,
      pricingRule: 'per_unit',
      priceCents: 5000,
      unitMinutes: 60,
    })
  })
  it('property: only the matching package override changes anything', () => {
    for (const addOn of TEST_ADD_ONS) {
      for (const pkg of TEST_PACKAGES) {
        const r = effectiveAddOnRule(addOn, pkg)
        const o = addOn.overrides.find((x) => x.packageId === pkg.id)
        if (!o)
          expect(r).toEqual({
            offered: true,
            pricingRule: addOn.pricingRule,
            priceCents: addOn.priceCents,
            unitMinutes: addOn.unitMinutes,
          })
        else expect(r.offered).toBe(!o.notOffered)
      }
    }
  })
})
