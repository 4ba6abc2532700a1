import {
  estimateDriveMinutes,
  haversineKm,
  locatePlace,
  MANITOBA_PLACES,
  searchPlaces,
  type Place,
} from '../../core'
import type { Geocoder, Location, Suggestions } from './Geocoder'

const MAX_SUGGESTIONS = 6
const STREET_RE = /^\d+[a-z]?\s+\S/i // "100 Main St": a civic number then a street

const placeId = (p: Place) =>
  `${p.name}-${p.lat}-${p.lon}`.toLowerCase().replace(/[^a-z0-9.-]+/g, '-')

const describe = (p: Place) => (p.withinWinnipeg ? 'Winnipeg, Manitoba' : `${p.region}, Manitoba`)

/**
 * Suggestions from the bundled Manitoba gazetteer: the street typed is kept and the town after
 * it matched ("12 Main St, Selk" → "12 Main St, Selkirk, MB"). A street alone gets Winnipeg and
 * a hint to add the town, since the gazetteer knows towns, not streets.
 */
export function gazetteerSuggestions(query: string): Suggestions {
  const parts = query.split(',').map((s) => s.trim())
  const hasTown = parts.length > 1 && parts[parts.length - 1].length >= 2
  const street = parts.length > 1 ? parts.slice(0, -1).join(', ') : ''
  if (!hasTown && STREET_RE.test(query)) {
    const town = locatePlace(query, MANITOBA_PLACES)
    if (town)
      return {
        addresses: [{ id: placeId(town), text: `${query}, MB`, description: describe(town) }],
      }
    const winnipeg = MANITOBA_PLACES.find((p) => p.name === 'Winnipeg')!
    const hint = `Add the town after a comma, for example "${query}, Selkirk".`
    // The hint rides in the description too, so any combobox shows it without new UI.
    const description = `${describe(winnipeg)}. Elsewhere? ${hint}`
    return {
      addresses: [{ id: placeId(winnipeg), text: `${query}, Winnipeg, MB`, description }],
      hint,
    }
  }
  const town = hasTown ? parts[parts.length - 1] : query
  const places = town.length >= 2 ? searchPlaces(town, MANITOBA_PLACES, MAX_SUGGESTIONS) : []
  return {
    addresses: places.map((p) => ({
      id: placeId(p),
      text: street ? `${street}, ${p.name}, MB` : `${p.name}, MB`,
      description: describe(p),
    })),
  }
}

/** Default: the bundled gazetteer, with drive minutes staff set on service areas winning. */
export const gazetteerGeocoder: Geocoder = {
  async suggest(query) {
    return gazetteerSuggestions(query)
  },
  async locate(address, { base, areaDriveMinutes }) {
    const place = locatePlace(address, MANITOBA_PLACES)
    if (!place) return null
    const distanceKm = Math.round(haversineKm(base, place) * 10) / 10
    const at = (driveMinutes: number, source: Location['source']): Location => ({
      name: place.name,
      withinWinnipeg: Boolean(place.withinWinnipeg),
      driveMinutes,
      distanceKm,
      source,
    })
    if (place.withinWinnipeg) return at(0, 'gazetteer')
    const staffMinutes = areaDriveMinutes.get(place.name)
    return staffMinutes !== undefined
      ? at(staffMinutes, 'service-area')
      : at(estimateDriveMinutes({ from: base, to: place }), 'gazetteer')
  },
}
