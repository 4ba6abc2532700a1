import type { Cents } from '@kernel'
import type {
  AddOnSelection,
  CatalogAddOn,
  CatalogPackage,
  PaymentType,
  PromoRule,
  Quote,
  QuoteError,
} from './types'

export interface QuoteInput {
  pkg: CatalogPackage
  /** The whole add-on catalog; selections refer to it by id. */
  addOns: CatalogAddOn[]
  selections: AddOnSelection[]
  travelSurchargeCents: Cents
  /** The promo looked up by the (normalised) code, or null if none/not found. */
  promo: PromoRule | null
  /** What the customer typed; lets an unknown code (promo null) be reported. */
  promoCode?: string | null
  paymentType: PaymentType
  eventDate: string
  /** YYYY-MM-DD in Winnipeg, from todayInZone(now, zone). */
  today: string
  depositPercent?: number
  discountCapPercent?: number
  /** Add-ons a booking change keeps: their lead time was met when they were booked. */
  leadTimeExempt?: number[]
  /** Lines staff wrote on a quote; prices include taxes like every other line. */
  customLines?: { label: string; amountCents: Cents }[]
}

export type QuoteResult = { ok: true; quote: Quote } | { ok: false; error: QuoteError }
