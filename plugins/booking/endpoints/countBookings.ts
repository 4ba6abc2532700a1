import type { Where } from 'payload'

import { defineEndpoint, errorBody } from '@server-kit'

/**
 * GET /api/bookings/count — Payload's own count, kept reachable for staff (the custom `/:id`
 * route would otherwise take it). Read access still applies (overrideAccess: false).
 */
export const countBookingsEndpoint = defineEndpoint({
  path: '/count',
  method: 'get',
  auth: 'staff',
  run: async ({ req }) => {
    const where = req.query?.where
    try {
      const { totalDocs } = await req.payload.count({
        collection: 'bookings',
        where: where && typeof where === 'object' ? (where as Where) : undefined,
        overrideAccess: false,
        req,
      })
      return { ok: true, body: { totalDocs } }
    } catch (error) {
      const status = (error as { status?: number }).status
      if (status && status < 500) return errorBody('invalid_input')
      throw error
    }
  },
})
