import type { Payload } from 'payload'

import type { Geocoder } from '../../adapters/geocoder'
import { bookingRuntime } from '../../config/bookingRuntime'

/** The geocoder payload.config.ts gave bookingPlugin({ geocoder }); the gazetteer otherwise. */
export function pluginGeocoder(payload: Payload): Geocoder {
  return bookingRuntime(payload).adapters.geocoder
}
