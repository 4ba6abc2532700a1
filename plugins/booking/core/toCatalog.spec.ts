import { describe, expect, it } from 'vitest'

import { isBookablePackage, toBookingRules, toCatalogAddOn, toCatalogPackage } from './toCatalog'

describe('toCatalogPackage', () => {
  it('maps dollars to cents and books only priced packages with a duration', () => {
    const doc = { id: 3, name: 'Gold', slug: 'gold', price: 649.99, durationMinutes: 180 }
    expect(toCatalogPackage({ ...doc, bookable: true, features: [{ feature: 'Props' }] })).toEqual({
      id: 3,
      name: 'Gold',
      slug: 'gold',
      priceCents: 64999,
      durationMinutes: 180,
      selfServe: false,
      bookable: true,
      features: ['Props'],
    })
    expect(isBookablePackage({ ...doc, bookable: true, price: null })).toBe(false)
    expect(isBookablePackage({ ...doc, bookable: true, durationMinutes: null })).toBe(false)
    expect(isBookablePackage({ ...doc, bookable: false })).toBe(false)
  })
})

describe('toCatalogAddOn', () => {
  it('reads overrides whether the package is populated or an id', () => {
    const addOn = toCatalogAddOn({
      id: 9,
      name: 'Extra hour',
      slug: 'extra-hour',
      effect: 'extend_event',
      pricingRule: 'per_booth_hour',
      price: 150,
      overrides: [
        { package: { id: 2 }, price: 99.5 },
        { package: 4, notOffered: true },
      ],
    })
    expect(addOn.priceCents).toBe(15000)
    expect(addOn.minQuantity).toBe(1)
    expect(addOn.overrides).toEqual([
      { packageId: 2, notOffered: false, pricingRule: null, priceCents: 9950, unitMinutes: null },
      { packageId: 4, notOffered: true, pricingRule: null, priceCents: null, unitMinutes: null },
    ])
  })
})

describe('toBookingRules', () => {
  it("fills a fresh site's defaults and keeps what staff set", () => {
    expect(toBookingRules({})).toMatchObject({ minNoticeDays: 7, depositPercent: 25 })
    expect(toBookingRules({ minNoticeDays: 3, depositPercent: 50 })).toMatchObject({
      minNoticeDays: 3,
      depositPercent: 50,
      holdMinutes: 30,
    })
  })
})
