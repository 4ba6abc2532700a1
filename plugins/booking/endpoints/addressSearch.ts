import type { Endpoint } from 'payload'

import { errorResponse, json } from '@/lib/server/respond'

import { loadCatalog } from '../operations/loadCatalog'
import { pluginGeocoder } from '../operations/pluginGeocoder'
import { bookingLimits } from './bookingLimits'

/**
 * GET /api/address-search?query= → { addresses: [{ id, text, description }], hint? } (at most 6),
 * from the configured geocoder. "12 Main St, Selk" suggests "12 Main St, Selkirk, MB"; a street
 * alone gets Winnipeg and a hint to add the town.
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
    const { settings } = await loadCatalog({ req })
    const found = await pluginGeocoder(req.payload).suggest(query, { base: settings.base })
    return json({
      addresses: found.addresses.slice(0, 6),
      ...(found.hint ? { hint: found.hint } : {}),
    })
  },
}
