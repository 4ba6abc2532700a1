import type { CollectionConfig, Config } from 'payload'

import { Bookings } from './collections/Bookings'
import { BoothReservations } from './collections/BoothReservations'
import { PaymentErrorLogs } from './collections/PaymentErrorLogs'
import { PaymentEvents } from './collections/PaymentEvents'
import { Payments } from './collections/Payments'
import { addressSearchEndpoint } from './endpoints/addressSearch'
import { availabilityEndpoint } from './endpoints/availability'
import { createBookingEndpoint } from './endpoints/createBooking'
import { getBookingEndpoint } from './endpoints/getBooking'
import { quoteEndpoint } from './endpoints/quote'
import { releaseExpiredHoldsTask } from './jobs/releaseExpiredHoldsTask'
import { sendBalanceRemindersTask } from './jobs/sendBalanceRemindersTask'

export type BookingPluginOptions = {
  enabled?: boolean
}

// Collection endpoints listed first take precedence over Payload's default REST handlers.
const bookingsWithEndpoints: CollectionConfig = {
  ...Bookings,
  endpoints: [createBookingEndpoint, getBookingEndpoint],
}

/** Bookings, booth reservations, booking endpoints and the hold-expiry job. */
export const bookingPlugin =
  (options: BookingPluginOptions = {}) =>
  (config: Config): Config => {
    if (options.enabled === false) return config
    return {
      ...config,
      collections: [...(config.collections ?? []), bookingsWithEndpoints, BoothReservations, Payments, PaymentEvents, PaymentErrorLogs],
      endpoints: [...(config.endpoints ?? []), availabilityEndpoint, quoteEndpoint, addressSearchEndpoint],
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), releaseExpiredHoldsTask, sendBalanceRemindersTask],
        autoRun: [...((config.jobs?.autoRun as unknown[]) ?? []), { cron: '*/5 * * * *', queue: 'booking' }] as never,
      },
    }
  }
