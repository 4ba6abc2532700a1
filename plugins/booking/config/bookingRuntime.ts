import type { Config, Payload } from 'payload'

import { getCatalogSlugMap } from './catalogSlugs'
import {
  bookingAdapters,
  type BookingAdapters,
  type SanitizedBookingConfig,
} from './sanitizeBookingConfig'
import type { CatalogSlugMap } from './catalogSlugs'
import type { GalleryLookup } from '../results'

/**
 * What operations read at run time: the slug map and the adapters of the sanitized config, and the
 * gallery lookup the galleries plugin adds (it runs after this plugin).
 */
export type BookingRuntime = {
  slugs: CatalogSlugMap
  adapters: BookingAdapters
  gallery?: GalleryLookup
}

/** Leaves the sanitized config where operations find it (Payload's config.custom, under booking). */
export function withBookingRuntime(config: Config, sanitized: SanitizedBookingConfig): Config {
  const runtime: BookingRuntime = { slugs: sanitized.slugs, adapters: sanitized.adapters }
  return { ...config, custom: { ...config.custom, booking: runtime } }
}

/**
 * The one typed reader of what the plugin left on the config; the defaults when the plugin is off
 * (its collections stay, so hooks and scripts may still ask).
 */
export function bookingRuntime(payload: Payload): BookingRuntime {
  const stored = (payload.config.custom as { booking?: Partial<BookingRuntime> } | undefined)
    ?.booking
  return {
    slugs: stored?.slugs ?? getCatalogSlugMap(),
    adapters: stored?.adapters ?? bookingAdapters(),
    gallery: stored?.gallery,
  }
}
