import type { CollectionConfig, Config } from 'payload'

import { Bookings } from './collections/Bookings'
import { BoothReservations } from './collections/BoothReservations'
import { addressSearchEndpoint } from './endpoints/addressSearch'
import { availabilityEndpoint } from './endpoints/availability'
import { createBookingEndpoint } from './endpoints/createBooking'
import { getBookingEndpoint } from './endpoints/getBooking'
import { quoteEndpoint } from './endpoints/quote'
import { releaseExpiredHoldsTask } from './jobs/releaseExpiredHoldsTask'

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
      collections: [...(config.collections ?? []), bookingsWithEndpoints, BoothReservations],
      endpoints: [...(config.endpoints ?? []), availabilityEndpoint, quoteEndpoint, addressSearchEndpoint],
      jobs: {
        ...config.jobs,
        tasks: [...(config.jobs?.tasks ?? []), releaseExpiredHoldsTask],
        autoRun: [...((config.jobs?.autoRun as unknown[]) ?? []), { cron: '*/5 * * * *', queue: 'booking' }] as never,
      },
    }
  }
