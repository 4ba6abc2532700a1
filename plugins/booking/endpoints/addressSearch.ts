import type { Endpoint } from 'payload'

import { errorResponse, json } from '@/lib/server/respond'

import { MANITOBA_PLACES, searchPlaces } from '../core'
import { bookingLimits } from './bookingLimits'

/**
 * GET /api/address-search?query= → { addresses: [{ id, text, description }] } (at most 6).
 * A street typed before a comma is kept: "12 Main St, Selk" suggests "12 Main St, Selkirk, MB".
 */
export const addressSearchEndpoint: Endpoint = {
  path: '/address-search',
  method: 'get',
  handler: async (req) => {
    const limited = await bookingLimits.addressSearch(req)
    if (limited) return limited
    const query = typeof req.query?.query === 'string' ? req.query.query.trim().slice(0, 200) : ''
    if (query.length < 3)
      return errorResponse(400, 'Validation error: query: type at least 3 characters', 'query')
    const parts = query.split(',')
    const town = parts.length > 1 ? parts[parts.length - 1].trim() : query
    const street = parts.length > 1 ? parts.slice(0, -1).join(',').trim() : ''
    const places = town.length >= 2 ? searchPlaces(town, MANITOBA_PLACES, 6) : []
    const addresses = places.map((place) => ({
      id: `${place.name}-${place.lat}-${place.lon}`.toLowerCase().replace(/[^a-z0-9.-]+/g, '-'),
      text: street ? `${street}, ${place.name}, MB` : `${place.name}, MB`,
      description: place.withinWinnipeg ? 'Winnipeg, Manitoba' : `${place.region}, Manitoba`,
    }))
    return json({ addresses })
  },
}
