import type { Payload } from 'payload'

import { gazetteerGeocoder, type Geocoder } from '../adapters/geocoder'

/** The geocoder payload.config.ts gave bookingPlugin({ geocoder }); the gazetteer otherwise. */
export function pluginGeocoder(payload: Payload): Geocoder {
  const custom = payload.config.custom as { booking?: { geocoder?: Geocoder } } | undefined
  return custom?.booking?.geocoder ?? gazetteerGeocoder
}
