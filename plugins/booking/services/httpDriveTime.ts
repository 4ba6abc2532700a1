import { haversineKm, locatePlace, MANITOBA_PLACES, type LatLon } from '../core'
import { gazetteerDriveTime, type DriveTimeService, type Location } from './driveTime'

export type HttpDriveTimeOptions = {
  /** Photon (https://photon.komoot.io) or Nominatim base URL. */
  geocoderUrl: string
  geocoderKind?: 'photon' | 'nominatim'
  /** OSRM-compatible router base URL; without it drive time is estimated from distance. */
  routerUrl?: string
  timeoutMs?: number
  fallback?: DriveTimeService
}

async function getJson(url: string, timeoutMs: number): Promise<unknown> {
  const res = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { 'User-Agent': 'photobooth-booking/1.0' },
  })
  if (!res.ok) throw new Error(`${url} answered ${res.status}`)
  return res.json()
}

async function geocode(
  address: string,
  o: HttpDriveTimeOptions,
  near: LatLon,
): Promise<(LatLon & { label: string }) | null> {
  const q = encodeURIComponent(address)
  const timeout = o.timeoutMs ?? 3000
  if (o.geocoderKind === 'nominatim') {
    const hits = (await getJson(
      `${o.geocoderUrl}/search?q=${q}&format=jsonv2&limit=1&countrycodes=ca`,
      timeout,
    )) as Array<{ lat: string; lon: string; display_name: string }>
    return hits[0]
      ? { lat: Number(hits[0].lat), lon: Number(hits[0].lon), label: hits[0].display_name }
      : null
  }
  const body = (await getJson(
    `${o.geocoderUrl}/api?q=${q}&limit=1&lat=${near.lat}&lon=${near.lon}`,
    timeout,
  )) as {
    features?: Array<{
      geometry: { coordinates: [number, number] }
      properties: Record<string, string>
    }>
  }
  const hit = body.features?.[0]
  if (!hit) return null
  const p = hit.properties
  return {
    lon: hit.geometry.coordinates[0],
    lat: hit.geometry.coordinates[1],
    label: [p.name, p.city, p.state].filter(Boolean).join(', '),
  }
}

/** A real geocoder and router over HTTP; the bundled gazetteer answers whenever they can't. */
export function httpDriveTime(o: HttpDriveTimeOptions): DriveTimeService {
  const fallback = o.fallback ?? gazetteerDriveTime
  return {
    async locate(address, ctx) {
      try {
        const point = await geocode(address, o, ctx.base)
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
            (await gazetteerDriveTime.locate(address, ctx))?.driveMinutes ??
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
