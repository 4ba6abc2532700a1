import type { Endpoint } from 'payload'

import { bearerMatches } from '@server-kit'

import { registry } from '../metrics/jobCounters'
import { readGauges } from '../metrics/scrapeGauges'

/**
 * GET /api/metrics: Prometheus' text format, for the bearer METRICS_TOKEN only. Without the
 * setting the route does not exist (404): nothing about the business is exposed by default.
 */
export const metricsEndpoint: Endpoint = {
  path: '/metrics',
  method: 'get',
  handler: async (req) => {
    const token = process.env.METRICS_TOKEN
    if (!token) return Response.json({ code: 'not_found', message: 'Not found.' }, { status: 404 })
    if (!bearerMatches(req.headers.get('authorization'), token))
      return Response.json(
        { code: 'unauthorized', message: 'Send Authorization: Bearer <METRICS_TOKEN>.' },
        { status: 401, headers: { 'WWW-Authenticate': 'Bearer' } },
      )
    await readGauges(req.payload)
    return new Response(await registry.metrics(), {
      headers: { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' },
    })
  },
}
