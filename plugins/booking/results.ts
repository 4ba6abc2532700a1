// The results and inputs that operations hand to each other, to presenters and to the endpoints,
// in one file beside the layers (issue 42): a presenter reads a result without importing the
// operation that makes it, and two operations that share a type no longer import each other.
import type { DataFromCollectionSlug, PayloadRequest } from 'payload'

import type { Failure } from '@server-kit'
import type { Location } from './adapters/geocoder'
import type { PaymentGateway } from './adapters/PaymentGateway'
import type {
  AddOnSelection,
  BookingSettings,
  CatalogAddOn,
  CatalogPackage,
  EventTimeline,
  Interval,
  ModificationMoney,
  PaymentType,
  Quote,
  SettledTotals,
} from './core'
import type { BookingErrorCode } from './messages'
import type { Backdrop, Booking } from './types'

export type Catalog = {
  packages: CatalogPackage[]
  addOns: CatalogAddOn[]
  settings: BookingSettings
  /** Drive minutes staff set per service area, by area name. */
  areaDriveMinutes: Map<string, number>
}

/** Who performs a booking action: staff in the admin, the customer (self-service) or a job. */
export type Actor =
  | { kind: 'staff'; id: number | string; name: string }
  | { kind: 'customer'; name: string }
  | { kind: 'system'; name: string }

export type BookingDocument = DataFromCollectionSlug<'booking-documents'>

export type TermsVersion = DataFromCollectionSlug<'terms-versions'>

export type QuoteRequest = {
  packageId: number
  eventDate: string
  eventTime: string
  selections: AddOnSelection[]
  address: string
  promoCode?: string | null
  paymentType: PaymentType
  /** A staff quote's own lines (plugins/quotes), priced and taxed with the rest. */
  customLines?: { label: string; amountCents: number }[]
  /** A staff quote may go past the drive limit: its travel is one of its custom lines. */
  outsideAreaAllowed?: boolean
}

export type QuoteFailure = Failure<BookingErrorCode> & { field: string }

export type QuoteSuccess = {
  ok: true
  quote: Quote
  pkg: CatalogPackage
  timeline: EventTimeline
  occupancy: Interval
  location: Location
  catalog: Catalog
}

export type CreatePaymentIntentInput = {
  bookingId: number
  token: string
  paymentType: PaymentType
  promoCode?: string | null
  purpose: 'initial' | 'balance' | 'tip'
  /** A tip's preset percent of the package price (else `amountCents`). */
  tipPercent?: number | null
  /** The deposit the customer chose (deposit or plan); part of the balance (balance). */
  amountCents?: number | null
  /** Keep the card for the schedule's charges, with the consent shown (issue 35). */
  saveCard?: boolean
  /** Stored with the consent. */
  client?: { ip: string; userAgent: string }
}

export type CreatePaymentIntentResult =
  | {
      ok: true
      clientSecret: string
      paymentIntentId: string
      gateway: 'stripe' | 'demo'
      publishableKey: string | null
      amountCents: number
      booking: Booking
    }
  | Failure<BookingErrorCode>

/** What a settled payment did to its booking, and what to email. */
export type Settled = {
  booking: Booking
  event: 'confirmed' | 'balance' | 'instalment_paid' | 'refunded' | 'tip' | null
  notice?: string
  documents: BookingDocument[]
}

export type ConfirmResult =
  | {
      ok: true
      status: 'confirmed'
      booking: Booking
      alreadyDone: boolean
      /** What the customer must be told (e.g. the promo discount was not applied). */
      notice?: string
    }
  | Failure<BookingErrorCode>

export type CreateBookingInput = QuoteRequest & {
  customer: CustomerDetails
  backdropId: number
  termsAccepted?: boolean
  smsOptIn?: boolean
  cartSessionId?: string
  /** Who asks (the rate-limit client key): caps the unpaid holds one client can keep. */
  clientKey?: string
}

export type OfflinePaymentInput = {
  bookingId: number
  method: 'cash' | 'etransfer'
  amountCents: number
  note?: string
  /** The form's own id for this payment (a UUID): sent twice, it is recorded once. */
  requestKey?: string
}

export type OfflinePaymentArgs = {
  req: PayloadRequest
  input: OfflinePaymentInput
  actor: Actor
  now: Date
  /** Closes open intents at this gateway (none exist on a booking staff just created). */
  gateway?: PaymentGateway
  /** A further check under the booking's row lock (an attendant's: their own accepted event). */
  guard?: () => Promise<Failure | null>
}

export type ModificationQuote = {
  ok: true
  booking: Booking
  /** The booking's version the quote was made from: a change confirmed later must match it. */
  version: string
  selection: { packageId: number; backdropId: number | null; addOns: AddOnSelection[] }
  backdrop: Backdrop | null
  /** Null when only the backdrop changes: the price stays exactly as booked. */
  repriced: { q: QuoteSuccess; totals: SettledTotals } | null
  oldTotalCents: number
  /** The total after the change: the new price, the booking's change fees and this one's. */
  newTotalCents: number
  /** The change fees after the change (kept money, a line of the total). */
  changeFeeCents: number
  netPaidCents: number
  money: ModificationMoney
  changed: boolean
}

/** The booking's event gallery as its owner sees it (plugins/galleries), or null. */
export type GallerySummary = { url: string; photoCount: number; expiresOn: string }

export type GalleryLookup = (
  req: PayloadRequest,
  bookingId: number,
) => Promise<GallerySummary | null>

export type CustomerDetails = {
  firstName: string
  lastName: string
  email: string
  phone: string
  eventType: string
  guestCount: number
  referralSource: string
  notes?: string
}
