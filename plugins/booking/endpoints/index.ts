import type { Endpoint } from 'payload'

import type { GatewayFactory } from '../adapters/PaymentGateway'
import { acceptAddendumEndpoint } from './acceptAddendum'
import { acceptTermsEndpoint } from './acceptTerms'
import { agreementPdfEndpoint } from './agreementPdf'
import { addressSearchEndpoint } from './addressSearch'
import { availabilityEndpoint } from './availability'
import { monthAvailabilityEndpoint } from './monthAvailabilityEndpoint'
import { confirmBookingEndpoint } from './confirmBooking'
import { calendarEventsEndpoint } from './calendarEventsEndpoint'
import { countBookingsEndpoint } from './countBookings'
import { createBookingEndpoint } from './createBooking'
import { createPaymentIntentEndpoint } from './createPaymentIntent'
import { demoPaymentEndpoint } from './demoPayment'
import { getBookingEndpoint } from './getBooking'
import { manageBookingEndpoints } from './manageBookingEndpoints'
import { modifyEndpoints } from './modifyEndpoints'
import { paymentErrorLogEndpoint } from './paymentErrorLog'
import { quoteEndpoint } from './quote'
import { scheduleEndpoints } from './scheduleEndpoints'
import { staffBookingEndpoints } from './staffBookingEndpoints'
import { stripeWebhookEndpoint } from './stripeWebhook'
import { todayEndpoint } from './todayEndpoint'
import { currentTermsEndpoint } from './currentTermsEndpoint'
import { requestManageLinkEndpoint } from './requestManageLink'

/** The plugin's endpoints: under /api/bookings (collection) and at the API root. */
export function bookingEndpoints(gateway: GatewayFactory) {
  const bookings: Omit<Endpoint, 'root'>[] = [
    ...staffBookingEndpoints(gateway),
    ...manageBookingEndpoints(gateway),
    ...modifyEndpoints(gateway),
    ...scheduleEndpoints(gateway),
    createBookingEndpoint,
    countBookingsEndpoint,
    getBookingEndpoint,
    acceptTermsEndpoint,
    acceptAddendumEndpoint,
    agreementPdfEndpoint,
  ]
  const root: Endpoint[] = [
    availabilityEndpoint,
    monthAvailabilityEndpoint,
    todayEndpoint,
    currentTermsEndpoint,
    quoteEndpoint,
    addressSearchEndpoint,
    createPaymentIntentEndpoint(gateway),
    confirmBookingEndpoint(gateway),
    stripeWebhookEndpoint(gateway),
    demoPaymentEndpoint(gateway),
    paymentErrorLogEndpoint,
    calendarEventsEndpoint,
    requestManageLinkEndpoint,
  ]
  return { bookings, root }
}
