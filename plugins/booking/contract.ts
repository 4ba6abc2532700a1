// The booking API as the browser sees it: types (erased from bundles), derived from the
// server's own zod schemas (requests as parsed) and presenters, so the browser cannot drift; and
// its route table (routes.ts), the one way the browser calls it.
import type { z } from 'zod'

import type { CommonCode, ErrorBody } from '@server-kit'
import type { Money } from '@kernel'
import type { EmailDelivery } from '@outbox/contract'

import type { bookingSchema, quoteSchema } from './endpoints/schemas'
import type { confirmSchema, createIntentSchema } from './endpoints/paymentSchemas'
import type { BookingErrorCode } from './messages'
import type { manageModifyQuoteSchema } from './endpoints/modifySchemas'
import type { BookingActionCode } from './operations/records/bookingActionCodes'
import type { CalendarEvent } from './operations/availability/calendarEvents'
import type { modificationOptions } from './operations/changes/modificationOptions'
import type { DocumentLink } from './presenters/documentLinks'
import type { ManagedBooking } from './presenters/managedBooking'
import type { ModificationBody } from './presenters/modificationBody'
import type { paymentIntentBody } from './presenters/paymentIntentBody'
import type { publicBooking } from './presenters/publicBooking'
import type { quoteBody } from './presenters/quoteBody'

export type QuoteRequest = z.infer<typeof quoteSchema>
export type QuoteResponse = ReturnType<typeof quoteBody>

/** POST /api/bookings as sent: add-on quantities are an object on the wire (a JSON string of one,
 * the older form, is still read). */
export type CreateBookingBody = Omit<z.input<typeof bookingSchema>, 'addOnQuantities'> & {
  addOnQuantities?: Record<string, number>
}
/** `emailDelivery`: false when no mail server is set up (GET /api/bookings/:id only). */
export type PublicBooking = ReturnType<typeof publicBooking> & {
  emailDelivery?: boolean
  /** The owner's receipts and invoices (GET /api/bookings/:id with the token). */
  documents?: DocumentLink[]
}
export type CreatedBooking = PublicBooking & { accessToken: string }
/** GET /api/bookings/:id without the owner's token: only that it exists. */

export type CreateIntentRequest = z.input<typeof createIntentSchema>
export type PaymentIntentResponse = ReturnType<typeof paymentIntentBody>
export type ConfirmRequest = z.input<typeof confirmSchema>
export type ConfirmResponse = {
  status: 'confirmed'
  bookingId: number
  reference: string
  alreadyConfirmed: boolean
}

/** Changing a booking (manage page and staff): the change asked for, its quote, the result. */
export type ModificationChange = Omit<z.infer<typeof manageModifyQuoteSchema>, 'token'>
export type ModificationOptions = Awaited<ReturnType<typeof modificationOptions>>
export type ModificationQuoteResponse = ModificationBody & { options: ModificationOptions }
export type ModifyResponse = {
  status: string
  total: Money
  balance: Money
  refund: Money
  offlineRefund: Money
  /** What became of the customer's email about it; null when none was due (not confirmed). */
  delivery: EmailDelivery | null
  /** The link the email carried (the manage page), for staff to pass on when it did not go. */
  link: string | null
}
/** A staff reschedule or cancel: what became of the customer's email and the link it carried. */
export type StaffChangeResponse = { delivery: EmailDelivery | null; link: string | null }
/** A staff action that emails the customer: what became of the email and the link it carried. */
export type EmailedActionResponse = { sent: boolean; delivery: EmailDelivery; link: string | null }

/** GET /api/calendar/today: Winnipeg's date, for the wizard's calendar. */
export type TodayResponse = { today: string }

/** The manage page's view of a booking (its panels import this, never the presenter). */
export type { DocumentLink, ManagedBooking }
/** GET /api/admin/calendar-events: one entry per booth reservation, Winnipeg wall-clock. */
export type { CalendarEvent }

/** Every error body carries one of these codes; switch on it, never on the message. */
export type ApiErrorCode = BookingErrorCode | BookingActionCode | CommonCode
export type ApiErrorBody = ErrorBody & { code: ApiErrorCode; status?: string }

/** GET /api/calendar/month: days with no start time free ('full') or some taken ('partial'). */
export type MonthAvailabilityResponse = { month: string; days: Record<string, 'full' | 'partial'> }

/** GET /api/bookings/:id with the token: also the least deposit, in percent, a booking awaiting
 * its first payment may choose (the site settings' rule, never a copy in the browser). */
export type OwnedBookingResponse = PublicBooking & { depositPercent: number }

/** GET /api/terms-version: the terms the customer signs; POST /api/bookings/:id/accept-terms. */
export type TermsVersionResponse = { version: string; hash: string; title: string; text: string }
export type AcceptTermsResponse = {
  termsAcceptedAt: string | null
  agreement: PublicBooking['agreement']
}

/** The route table: every endpoint above as a typed call (bookingApi.create({ body })). */
export * from './routes'
export type { StaffCatalog } from './operations/catalog/staffCatalog'
export type { IssuedDocument } from './operations/queries/documentsIssued'
