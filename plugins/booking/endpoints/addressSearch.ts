import { defineEndpoint } from '@server-kit'
import { z } from 'zod'

import { loadCatalog } from '../operations/catalog/loadCatalog'
import { pluginGeocoder } from '../operations/runtime/pluginGeocoder'
import { BOOKING_RATE_RULES } from './bookingLimits'

const addressQuery = z.object({
  query: z.string().trim().min(3, 'type at least 3 characters').max(200),
})

/**
 * GET /api/address-search?query= → { addresses: [{ id, text, description }], hint? } (at most 6),
 * from the configured geocoder. "12 Main St, Selk" suggests "12 Main St, Selkirk, MB"; a street
 * alone gets Winnipeg and a hint to add the town.
 */
export const addressSearchEndpoint = defineEndpoint({
  path: '/address-search',
  method: 'get',
  schema: addressQuery,
  rateLimit: { name: 'address-search', ...BOOKING_RATE_RULES['address-search'] },
  run: async ({ req, data: { query } }) => {
    const { settings } = await loadCatalog({ req })
    const found = await pluginGeocoder(req.payload).suggest(query, { base: settings.base })
    const body = {
      addresses: found.addresses.slice(0, 6),
      ...(found.hint ? { hint: found.hint } : {}),
    }
    return { ok: true, body }
  },
})
