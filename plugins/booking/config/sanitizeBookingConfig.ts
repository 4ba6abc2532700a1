import type { CollectionConfig } from 'payload'

import { notConnectedCalendar, type CalendarSync } from '../adapters/CalendarSync'
import { gazetteerGeocoder, type Geocoder } from '../adapters/geocoder'
import { notConnectedNotifier, type Notifier } from '../adapters/Notifier'
import type { GatewayFactory } from '../adapters/PaymentGateway'
import { getCatalogSlugMap, type CatalogSlugMap } from './catalogSlugs'

export type BookingPluginOptions = {
  /** Which payment provider takes the money; payload.config.ts chooses it from the environment. */
  gateway: GatewayFactory
  /** Off: the collections stay (the schema and the admin keep their data), nothing else runs. */
  enabled?: boolean
  /** Address suggestions and drive time (adapters/geocoder); the bundled gazetteer by default. */
  geocoder?: Geocoder
  /** The booths' outside calendars (adapters/CalendarSync); "not connected" by default. */
  calendar?: CalendarSync
  /** Instant staff alerts (adapters/Notifier); "not connected" by default. */
  notifier?: Notifier
  /** The catalog's and the host's collections, where they differ from the defaults (config/catalogSlugs). */
  slugs?: Partial<CatalogSlugMap>
  /** The host's changes to each catalog collection (packages, add-ons, backdrops, promo codes). */
  catalogOverride?: (collection: CollectionConfig) => CollectionConfig
}

/** The adapters operations read at run time, each with its local default filled in. */
export type BookingAdapters = { geocoder: Geocoder; calendar: CalendarSync; notifier: Notifier }

/** The options with every default filled in: what the plugin and its operations read. */
export type SanitizedBookingConfig = {
  enabled: boolean
  gateway: GatewayFactory
  slugs: CatalogSlugMap
  adapters: BookingAdapters
  catalogOverride: (collection: CollectionConfig) => CollectionConfig
}

/** Loose options → one typed config (as plugin-ecommerce's sanitizePluginConfig). */
export function sanitizeBookingConfig(options: BookingPluginOptions): SanitizedBookingConfig {
  return {
    enabled: options.enabled !== false,
    gateway: options.gateway,
    slugs: getCatalogSlugMap(options.slugs),
    adapters: bookingAdapters(options),
    catalogOverride: options.catalogOverride ?? ((collection) => collection),
  }
}

/** The adapters given, each missing one replaced by its local default. */
export const bookingAdapters = (
  options: Pick<BookingPluginOptions, 'geocoder' | 'calendar' | 'notifier'> = {},
): BookingAdapters => ({
  geocoder: options.geocoder ?? gazetteerGeocoder,
  calendar: options.calendar ?? notConnectedCalendar,
  notifier: options.notifier ?? notConnectedNotifier,
})
