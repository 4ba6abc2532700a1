import type { Config } from 'payload'

import { Bookings } from './collections/Bookings'
import { BoothReservations } from './collections/BoothReservations'

export type BookingPluginOptions = {
  enabled?: boolean
}

// Adds booking collections, endpoints and jobs to a Payload config.
export const bookingPlugin =
  (options: BookingPluginOptions = {}) =>
  (config: Config): Config => {
    if (options.enabled === false) return config
    return {
      ...config,
      collections: [...(config.collections ?? []), Bookings, BoothReservations],
      endpoints: [...(config.endpoints ?? [])],
    }
  }
