// Shared shapes of the booking core. Plain data only: the Payload layer maps
// its documents onto these so the core never depends on the CMS.

import type { Cents } from '@kernel'

import type { AddOnEffect, DiscountType, PricingRule } from './catalogChoices'

export interface CatalogPackage {
  id: number
  name: string
  slug: string
  priceCents: Cents
  durationMinutes: number
  selfServe: boolean
  bookable: boolean
  features: string[]
}

export type { AddOnEffect, PricingRule }

/** Per-package exception to an add-on's default rule; null/undefined fields inherit. */
export interface AddOnOverride {
  packageId: number
  notOffered: boolean
  pricingRule?: PricingRule | null
  priceCents?: Cents | null
  unitMinutes?: number | null
}

export interface CatalogAddOn {
  id: number
  name: string
  slug: string
  effect: AddOnEffect
  pricingRule: PricingRule
  priceCents: Cents
  unitMinutes: number | null
  minQuantity: number
  maxQuantity: number | null
  leadTimeDays: number
  overrides: AddOnOverride[]
}

export interface PromoRule {
  code: string
  discountType: DiscountType
  /** Percent (e.g. 15) for 'percentage', cents for 'fixed'. */
  discountValue: number
  minOrderCents: Cents
  active: boolean
  /** YYYY-MM-DD, inclusive, Winnipeg calendar day. */
  startsAt?: string | null
  /** YYYY-MM-DD, inclusive, Winnipeg calendar day. */
  endsAt?: string | null
  usageLimit?: number | null
  timesUsed: number
}

/** Half-open interval [start, end). */
export interface Interval {
  start: Date
  end: Date
}

export type PaymentType = 'full' | 'deposit' | 'plan'

export interface AddOnSelection {
  addOnId: number
  quantity: number
}

export type QuoteErrorCode =
  | 'package_not_bookable'
  | 'addon_unknown'
  | 'addon_duplicate'
  | 'addon_not_offered'
  | 'addon_lead_time'
  | 'quantity_invalid'
  | 'promo_invalid'
  | 'promo_inactive'
  | 'promo_not_started'
  | 'promo_expired'
  | 'promo_exhausted'
  | 'promo_min_order'
  | 'date_invalid'
  | 'payment_type_invalid'
  | 'total_negative'

export interface QuoteError {
  code: QuoteErrorCode
  message: string
  /** Form field the UI should highlight: 'package' | 'addOns' | 'promoCode' | 'eventDate' | 'paymentType'. */
  field: string
  addOnId?: number
}

/** `custom`: a line staff wrote on a quote (travel outside the area, a discount), taxed like the rest. */
export type QuoteLineKind = 'package' | 'addon' | 'travel' | 'discount' | 'change_fee' | 'custom'

export interface QuoteLine {
  kind: QuoteLineKind
  label: string
  quantity: number
  /** Discount lines are negative so that the lines always sum to the total. */
  amountCents: Cents
  addOnId?: number
}

export interface Quote {
  lines: QuoteLine[]
  packagePriceCents: Cents
  addOnsTotalCents: Cents
  travelSurchargeCents: Cents
  baseTotalCents: Cents
  discountCents: Cents
  totalCents: Cents
  depositCents: Cents
  amountDueNowCents: Cents
  remainingBalanceCents: Cents
  /** YYYY-MM-DD, the day before the event. */
  balanceDueDate: string
  extraEventMinutes: number
  earlySetupMinutes: number
  boothsNeeded: 1 | 2
  promoCode: string | null
}

export interface LatLon {
  lat: number
  lon: number
}

export interface Place extends LatLon {
  name: string
  region: string
  withinWinnipeg?: boolean
}

export interface BoothSchedule {
  id: string
  busy: Interval[]
}
