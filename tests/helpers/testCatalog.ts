// Test fixtures mirroring the seed catalog (packages, add-ons, promos).
// Used only by specs; the app reads the real catalog from the CMS.
import type { CatalogAddOn, CatalogPackage, PromoRule } from '../../plugins/booking/core/types'

const pkg = (
  id: number,
  name: string,
  slug: string,
  priceCents: number,
  durationMinutes: number,
  extra: Partial<CatalogPackage> = {},
): CatalogPackage => ({
  id,
  name,
  slug,
  priceCents,
  durationMinutes,
  selfServe: false,
  bookable: true,
  features: [],
  ...extra,
})

export const DIGITAL_LITE = pkg(1, 'Digital Lite', 'digital-lite', 19900, 90, { selfServe: true })
export const DIGITAL_PLUS = pkg(2, 'Digital Plus', 'digital-plus', 29900, 150)
export const CLASSIC = pkg(3, 'Classic', 'classic', 39900, 150)
export const ULTIMATE = pkg(4, 'Ultimate', 'ultimate', 49900, 240)
export const CUSTOM = pkg(5, 'Custom', 'custom', 0, 0, { bookable: false })

export const TEST_PACKAGES: CatalogPackage[] = [
  DIGITAL_LITE,
  DIGITAL_PLUS,
  CLASSIC,
  ULTIMATE,
  CUSTOM,
]

const addOn = (
  a: Omit<CatalogAddOn, 'minQuantity' | 'maxQuantity' | 'leadTimeDays' | 'overrides'> &
    Partial<CatalogAddOn>,
): CatalogAddOn => ({
  minQuantity: 1,
  maxQuantity: null,
  leadTimeDays: 0,
  overrides: [],
  ...a,
})

export const EXTRA_TIME = addOn({
  id: 1,
  name: 'Extra Time',
  slug: 'extra-time',
  effect: 'extend_event',
  pricingRule: 'per_unit',
  priceCents: 6900,
  unitMinutes: 60,
  overrides: [
    { packageId: 1, notOffered: false, pricingRule: 'per_unit', priceCents: 2900, unitMinutes: 30 },
  ],
})
export const TWO_BOOTHS = addOn({
  id: 2,
  name: 'Two Photo Booths',
  slug: 'two-photo-booths',
  effect: 'second_booth',
  pricingRule: 'per_booth_hour',
  priceCents: 9900,
  unitMinutes: null,
  maxQuantity: 1,
  overrides: [{ packageId: 1, notOffered: false, pricingRule: 'flat', priceCents: 19900 }],
})
export const EARLY_SETUP = addOn({
  id: 3,
  name: 'Early Set-Up Fee',
  slug: 'early-set-up-fee',
  effect: 'extend_setup',
  pricingRule: 'per_unit',
  priceCents: 1900,
  unitMinutes: 30,
  overrides: [{ packageId: 1, notOffered: true }],
})
export const CUSTOM_BACKDROP = addOn({
  id: 4,
  name: 'Custom Backdrop',
  slug: 'custom-backdrop',
  effect: 'none',
  pricingRule: 'flat',
  priceCents: 24900,
  unitMinutes: null,
  maxQuantity: 1,
  leadTimeDays: 21,
})

export const TEST_ADD_ONS: CatalogAddOn[] = [EXTRA_TIME, TWO_BOOTHS, EARLY_SETUP, CUSTOM_BACKDROP]

const promo = (
  p: Pick<PromoRule, 'code' | 'discountType' | 'discountValue'> & Partial<PromoRule>,
): PromoRule => ({
  minOrderCents: 0,
  active: true,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  timesUsed: 0,
  ...p,
})

export const THANKYOU15 = promo({
  code: 'THANKYOU15',
  discountType: 'percentage',
  discountValue: 15,
})
export const SITETESTCODE = promo({
  code: 'SITETESTCODE',
  discountType: 'percentage',
  discountValue: 99,
})
export const FIXED_50 = promo({ code: 'SAVE50', discountType: 'fixed', discountValue: 5000 })
export const FIXED_HUGE = promo({ code: 'HUGE', discountType: 'fixed', discountValue: 1_000_000 })
export const MIN_ORDER_100 = promo({
  code: 'BIG10',
  discountType: 'percentage',
  discountValue: 10,
  minOrderCents: 10000,
})
export const INACTIVE = promo({
  code: 'OLDCODE',
  discountType: 'percentage',
  discountValue: 10,
  active: false,
})
export const WINTER = promo({
  code: 'WINTER',
  discountType: 'percentage',
  discountValue: 10,
  startsAt: '2026-12-01',
  endsAt: '2027-02-28',
})
export const LIMITED = promo({
  code: 'FIRST5',
  discountType: 'fixed',
  discountValue: 2000,
  usageLimit: 5,
  timesUsed: 5,
})

/** A date well clear of any lead time, and the matching "today". */
export const TODAY = '2026-11-22'
export const EVENT_DATE = '2027-03-20'
