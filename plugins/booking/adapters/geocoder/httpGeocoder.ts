import { haversineKm, locatePlace, MANITOBA_PLACES, type LatLon } from '../../core'
import { gazetteerGeocoder } from './gazetteerGeocoder'
import type { AddressSuggestion, Geocoder, Location } from './Geocoder'

export type HttpGeocoderOptions = {
  /** Photon (https://photon.komoot.io) or Nominatim base URL. */
  geocoderUrl: string
  geocoderKind?: 'photon' | 'nominatim'
  /** OSRM-compatible router base URL; without it drive time is estimated from distance. */
  routerUrl?: string
  timeoutMs?: number
  fallback?: Geocoder
}

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'User-Agent': 'photobooth-booking/1.0' },
  })
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  return res.json()
}

type Hit = LatLon & { label: string; street: string; town: string }

/** Photon or Nominatim search, as points with a readable label (Manitoba-biased). */
async function search(
  address: string,
  o: HttpGeocoderOptions,
  near: LatLon,
  limit: number,
): Promise<Hit[]> {
  const q = encodeURIComponent(address)
  const timeout = o.timeoutMs ?? 3000
  if (o.geocoderKind === 'nominatim') {
    const hits = (await getJson(
      `${o.geocoderUrl}/search?q=${q}&format=jsonv2&addressdetails=1&limit=${limit}&countrycodes=ca`,
      timeout,
    )) as Array<{
      lat: string
      lon: string
      display_name: string
      address?: Record<string, string>
    }>
    return hits.map((h) => ({
      lat: Number(h.lat),
      lon: Number(h.lon),
      label: h.display_name,
      street: [h.address?.house_number, h.address?.road].filter(Boolean).join(' '),
      town: h.address?.city ?? h.address?.town ?? h.address?.village ?? '',
    }))
  }
  const body = (await getJson(
    `${o.geocoderUrl}/api?q=${q}&limit=${limit}&lat=${near.lat}&lon=${near.lon}`,
    timeout,
  )) as {
    features?: Array<{
      geometry: { coordinates: [number, number] }
      properties: Record<string, string>
    }>
  }
  return (body.features ?? []).map(({ geometry, properties: p }) => ({
    lon: geometry.coordinates[0],
    lat: geometry.coordinates[1],
    label: [p.name, p.city, p.state].filter(Boolean).join(', '),
    street: [p.housenumber, p.street].filter(Boolean).join(' ') || p.name || '',
    town: p.city ?? '',
  }))
}

const toSuggestion = (h: Hit): AddressSuggestion => ({
  id: `${h.lat.toFixed(5)},${h.lon.toFixed(5)}`,
  text: [h.street, h.town, 'MB'].filter(Boolean).join(', '),
  description: h.label,
})

/** A real geocoder and router over HTTP; the bundled gazetteer answers whenever they can't. */
export function httpGeocoder(o: HttpGeocoderOptions): Geocoder {
  const fallback = o.fallback ?? gazetteerGeocoder
  return {
    async suggest(query, ctx) {
      try {
        const hits = await search(query, o, ctx.base, 6)
        return hits.length ? { addresses: hits.map(toSuggestion) } : fallback.suggest(query, ctx)
      } catch {
        return fallback.suggest(query, ctx)
      }
    },
    async locate(address, ctx) {
      try {
        const [point] = await search(address, o, ctx.base, 1)
        if (!point) return fallback.locate(address, ctx)
        const place = locatePlace(`${address}, ${point.label}`, MANITOBA_PLACES)
        const distanceKm = Math.round(haversineKm(ctx.base, point) * 10) / 10
        let driveMinutes: number
        if (o.routerUrl) {
          const coords = `${ctx.base.lon},${ctx.base.lat};${point.lon},${point.lat}`
          const route = (await getJson(
            `${o.routerUrl}/route/v1/driving/${coords}?overview=false`,
            o.timeoutMs ?? 3000,
          )) as { routes?: Array<{ duration: number }> }
          if (!route.routes?.[0]) return fallback.locate(address, ctx)
          driveMinutes = Math.ceil(route.routes[0].duration / 60)
        } else {
          driveMinutes =
            (await gazetteerGeocoder.locate(address, ctx))?.driveMinutes ??
            Math.ceil((distanceKm * 1.25 * 60) / 85)
        }
        const withinWinnipeg = Boolean(place?.withinWinnipeg)
        const location: Location = {
          name: place?.name ?? point.label,
          withinWinnipeg,
          driveMinutes: withinWinnipeg ? 0 : driveMinutes,
          distanceKm,
          source: o.routerUrl ? 'router' : 'geocoder',
        }
        return location
      } catch {
        return fallback.locate(address, ctx)
      }
    },
  }
}
