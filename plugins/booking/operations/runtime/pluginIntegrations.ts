import type { Payload } from 'payload'

import type { CalendarSync } from '../../adapters/CalendarSync'
import type { Notifier } from '../../adapters/Notifier'
import { bookingRuntime } from '../../config/bookingRuntime'
import type { GalleryLookup } from '../../results'

export type { GalleryLookup, GallerySummary } from '../../results'

/** The calendar payload.config.ts gave bookingPlugin({ calendar }); "not connected" otherwise. */
export function pluginCalendar(payload: Payload): CalendarSync {
  return bookingRuntime(payload).adapters.calendar
}

/** The staff notifier given to bookingPlugin({ notifier }); "not connected" otherwise. */
export function pluginNotifier(payload: Payload): Notifier {
  return bookingRuntime(payload).adapters.notifier
}

/** The gallery lookup the galleries plugin registered; no gallery without it. */
export function pluginGallery(payload: Payload): GalleryLookup {
  return bookingRuntime(payload).gallery ?? (async () => null)
}
