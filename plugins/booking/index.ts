import type { CollectionConfig, Config } from 'payload'

import { Bookings } from './collections/Bookings'
import { BoothReservations } from './collections/BoothReservations'
import { PaymentErrorLogs } from './collections/PaymentErrorLogs'
import { PaymentEvents } from './collections/PaymentEvents'
import { Payments } from './collections/Payments'
import { acceptTermsEndpoint } from './endpoints/acceptTerms'
import { addressSearchEndpoint } from './endpoints/addressSearch'
import { availabilityEndpoint } from './endpoints/availability'
import { calendarEventsEndpoint } from './endpoints/calendarEventsEndpoint'
import { confirmBookingEndpoint } from './endpoints/confirmBooking'
import { createBookingEndpoint } from './endpoints/createBooking'
import { createPaymentIntentEndpoint } from './endpoints/createPaymentIntent'
import { demoPaymentEndpoint } from './endpoints/demoPayment'
import { getBookingEndpoint } from './endpoints/getBooking'
import { paymentErrorLogEndpoint } from './endpoints/paymentErrorLog'
import { quoteEndpoint } from './endpoints/quote'
import { staffBookingEndpoints } from './endpoints/staffBookingEndpoints'
import { stripeWebhookEndpoint } from './endpoints/stripeWebhook'
import { assertPaymentsConfigured } from './gateways/selectPaymentGateway'
import { releaseExpiredHoldsTask } from './jobs/releaseExpiredHoldsTask'
import { sendBalanceRemindersTask } from './jobs/sendBalanceRemindersTask'

export type BookingPluginOptions = {
  enabled?: boolean
}

// Collection endpoints listed first take precedence over Payload's default REST handlers.
const bookingsWithEndpoints: CollectionConfig = {
  ...Bookings,
  endpoints: [
    ...staffBookingEndpoints,
    createBookingEndpoint,
    getBookingEndpoint,
    acceptTermsEndpoint,
  ],
}

/** Bookings, booth reservations, payments, their endpoints and scheduled jobs. */
export const bookingPlugin =
  (options: BookingPluginOptions = {}) =>
  (config: Config): Config => {
    if (options.enabled === false) return config
    return {
      ...config,
      collections: [
        ...(config.collections ?? []),
        bookingsWithEndpoints,
        BoothReservations,
        Payments,
        PaymentEvents,
        PaymentErrorLogs,
      ],
      endpoints: [
        ...(config.endpoints ?? []),
        availabilityEndpoint,
        quoteEndpoint,
        addressSearchEndpoint,
        createPaymentIntentEndpoint,
        confirmBookingEndpoint,
        stripeWebhookEndpoint,
        demoPaymentEndpoint,
        paymentErrorLogEndpoint,
        calendarEventsEndpoint,
      ],
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), releaseExpiredHoldsTask, sendBalanceRemindersTask],
        autoRun: [
          ...((config.jobs?.autoRun as unknown[]) ?? []),
          { cron: '*/5 * * * *', queue: 'booking' },
        ] as never,
      },
      onInit: async (payload) => {
        assertPaymentsConfigured()
        await config.onInit?.(payload)
      },
    }
  }
