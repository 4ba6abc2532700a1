import type { Payload, PayloadRequest } from 'payload'

import { notConnectedCalendar, type CalendarSync } from '../adapters/CalendarSync'
import { notConnectedNotifier, type Notifier } from '../adapters/Notifier'

/** The booking's event gallery as its owner sees it (plugins/galleries), or null. */
export type GallerySummary = { url: string; photoCount: number; expiresOn: string }
export type GalleryLookup = (
  req: PayloadRequest,
  bookingId: number,
) => Promise<GallerySummary | null>

type Custom =
  | { booking?: { calendar?: CalendarSync; notifier?: Notifier; gallery?: GalleryLookup } }
  | undefined

/** The calendar payload.config.ts gave bookingPlugin({ calendar }); "not connected" otherwise. */
export function pluginCalendar(payload: Payload): CalendarSync {
  return (payload.config.custom as Custom)?.booking?.calendar ?? notConnectedCalendar
}

/** The staff notifier given to bookingPlugin({ notifier }); "not connected" otherwise. */
export function pluginNotifier(payload: Payload): Notifier {
  return (payload.config.custom as Custom)?.booking?.notifier ?? notConnectedNotifier
}

/** The gallery lookup the galleries plugin registered; no gallery without it. */
export function pluginGallery(payload: Payload): GalleryLookup {
  return (payload.config.custom as Custom)?.booking?.gallery ?? (async () => null)
}
