import type { Geocoder } from './Geocoder'
import { gazetteerGeocoder } from './gazetteerGeocoder'
import { httpGeocoder } from './httpGeocoder'

/**
 * GEOCODER_URL (+ GEOCODER_KIND photon|nominatim, ROUTER_URL for OSRM) selects the HTTP geocoder;
 * otherwise the bundled Manitoba gazetteer. Called from payload.config.ts.
 */
export function geocoderFromEnv(env: Record<string, string | undefined>): Geocoder {
  if (!env.GEOCODER_URL) return gazetteerGeocoder
  return httpGeocoder({
    geocoderUrl: env.GEOCODER_URL.replace(/\/$/, ''),
    geocoderKind: env.GEOCODER_KIND === 'nominatim' ? 'nominatim' : 'photon',
    routerUrl: env.ROUTER_URL?.replace(/\/$/, ''),
  })
}
