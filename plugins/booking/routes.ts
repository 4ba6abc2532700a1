// The booking API's route table: every endpoint the browser and the admin call, with what it
// takes and answers (types from contract.ts). `bookingApi.create({ body })` is the only way in.
import { client, routesOf, type QueryValues } from '@api-client'
import type { Money } from '@kernel'

import type {
  AcceptTermsResponse,
  ApiErrorCode,
  CalendarEvent,
  ConfirmRequest,
  ConfirmResponse,
  CreateBookingBody,
  CreatedBooking,
  CreateIntentRequest,
  EmailedActionResponse,
  ModificationQuoteResponse,
  ModifyResponse,
  MonthAvailabilityResponse,
  OwnedBookingResponse,
  PaymentIntentResponse,
  PublicBooking,
  QuoteRequest,
  QuoteResponse,
  StaffChangeResponse,
  TermsVersionResponse,
  TodayResponse,
} from './contract'
import type { DocumentKind } from './core/documentNumber'
import type { Booking } from './types'

const route = routesOf<ApiErrorCode>()
type Body = Record<string, unknown>
type Token = { token: string }

/** GET /api/calendar/availability: which booths are free (staff screens read `message` too). */
export type BoothAvailability = { booth1: boolean; booth2: boolean; message?: string }
export type AddressSuggestion = { id: string; text: string; description: string }
/** GET /api/bookings/:id/cancellation (staff): the refund the terms give today. */
export type CancellationTerms = {
  today: string
  daysBefore: number
  refundPercent: number
  refund: Money
  netPaid: Money
}
/** POST /api/bookings/staff: the new booking, and why its payment step failed if it did. */
type StaffCreated = {
  id?: number
  reference?: string
  paymentFailure?: { message?: string }
}
export type BookingDocumentRow = {
  id: number
  number: string
  kind: DocumentKind
  issuedOn: string
  amountCents: number
}
type PaymentErrorReport = Body & { error: string; step: string }

const visitor = {
  quote: route<{ body: QuoteRequest; res: QuoteResponse }>().post('/api/quote'),
  create: route<{ body: CreateBookingBody; res: CreatedBooking }>().post('/api/bookings'),
  owned: route<{ query: Token; res: OwnedBookingResponse }>().get('/api/bookings/:id'),
  termsVersion: route<{ res: TermsVersionResponse }>().get('/api/terms-version'),
  acceptTerms: route<{
    body: Token & { signatureName: string; termsHash: string }
    res: AcceptTermsResponse
  }>().post('/api/bookings/:id/accept-terms'),
  acceptAddendum: route<{
    body: Token & { number: string; signatureName: string }
    res: { addendum: PublicBooking['addenda'][number] }
  }>().post('/api/bookings/:id/accept-addendum'),
  createPaymentIntent: route<{
    body: CreateIntentRequest
    res: PaymentIntentResponse
  }>().post('/api/create-payment-intent'),
  confirm: route<{ body: ConfirmRequest; res: ConfirmResponse }>().post('/api/confirm-booking'),
  demoConfirm: route<{
    body: { paymentIntentId: string; clientSecret: string; cardNumber: string }
  }>().post('/api/demo-payments/confirm'),
  paymentErrorLog: route<{ body: PaymentErrorReport }>().post('/api/payment-error-log'),
  /** "Manage my booking" from the site: the same answer whether or not the address booked. */
  requestManageLink: route<{ body: { email: string }; res: { message: string } }>().post(
    '/api/booking-link',
  ),
  availability: route<{
    query: { date: string; time: string; packageName?: string }
    res: BoothAvailability
  }>().get('/api/calendar/availability'),
  month: route<{
    query: { month: string; packageName?: string }
    res: MonthAvailabilityResponse
  }>().get('/api/calendar/month'),
  today: route<{ res: TodayResponse }>().get('/api/calendar/today'),
  addressSearch: route<{
    query: { query: string }
    res: { addresses: AddressSuggestion[] }
  }>().get('/api/address-search'),
}

/** The manage page's own actions (the token in the body proves the owner). */
const manage = {
  manageCancel: route<{ body: Token; res: { status: string } }>().post(
    '/api/bookings/:id/manage/cancel',
  ),
  manageReschedule: route<{ body: Token & Body }>().post('/api/bookings/:id/manage/reschedule'),
  manageDetails: route<{ body: Token & Body }>().post('/api/bookings/:id/manage/details'),
  manageAutopay: route<{ body: Token & { on: boolean } }>().post(
    '/api/bookings/:id/manage/autopay',
  ),
  manageModifyQuote: route<{ body: Token & Body; res: ModificationQuoteResponse }>().post(
    '/api/bookings/:id/manage/modify/quote',
  ),
  manageModify: route<{ body: Token & Body; res: ModifyResponse }>().post(
    '/api/bookings/:id/manage/modify',
  ),
}

/** Staff screens (the admin session's cookie). */
const staff = {
  /** The staff form's price (the same endpoint as the wizard, fed from a form as it stands). */
  staffQuote: route<{ body: Body; res: QuoteResponse }>().post('/api/quote'),
  createStaff: route<{ body: Body; res: StaffCreated }>().post('/api/bookings/staff'),
  doc: route<{ query: { depth: 0 }; res: Booking }>().get('/api/bookings/:id'),
  documents: route<{ query: string; res: { docs: BookingDocumentRow[] } }>().get(
    '/api/booking-documents',
  ),
  calendarEvents: route<{ query: QueryValues; res: { events: CalendarEvent[] } }>().get(
    '/api/admin/calendar-events',
  ),
  cancellation: route<{ res: CancellationTerms }>().get('/api/bookings/:id/cancellation'),
  modificationQuote: route<{ body: Body; res: ModificationQuoteResponse }>().post(
    '/api/bookings/:id/modification/quote',
  ),
  modify: route<{ body: Body; res: ModifyResponse }>().post('/api/bookings/:id/modify'),
  reschedule: route<{ body: Body; res: StaffChangeResponse }>().post(
    '/api/bookings/:id/reschedule',
  ),
  cancel: route<{ body: Body; res: StaffChangeResponse }>().post('/api/bookings/:id/cancel'),
  recordPayment: route<{ body: Body }>().post('/api/bookings/:id/payments'),
  chargeInstalment: route<{
    body: { instalmentId: string }
    res: { outcome: string; repeated: boolean; message: string | null }
  }>().post('/api/bookings/:id/instalments/charge'),
  /** Automatic payments on or off; on after the customer's own "off" needs `consentNote`. */
  setAutopay: route<{ body: { on: boolean; consentNote?: string } }>().post(
    '/api/bookings/:id/autopay',
  ),
  moveInstalment: route<{ body: { instalmentId: string; dueDate: string } }>().post(
    '/api/bookings/:id/instalments/move',
  ),
  paymentLink: route<{ res: EmailedActionResponse }>().post('/api/bookings/:id/payment-link'),
  resendConfirmation: route<{ res: EmailedActionResponse }>().post(
    '/api/bookings/:id/resend-confirmation',
  ),
  newLink: route<{ res: EmailedActionResponse }>().post('/api/bookings/:id/new-link'),
}

/** The staff actions that email the customer (their buttons name one). */
export type EmailAction = 'paymentLink' | 'resendConfirmation' | 'newLink'

/** The visitor's and the manage page's routes; staff routes apart, so public pages ship without them. */
export const bookingRoutes = { ...visitor, ...manage }
export const bookingApi = client(bookingRoutes)
export const bookingStaffRoutes = staff
export const bookingStaffApi = client(staff)
