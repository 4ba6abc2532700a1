// Request counts and latency by route group, for /api/metrics (this process only: each server
// is scraped on its own). Recorded from the server's request event (serverHooks.ts).
import type http from 'node:http'

import { Counter, Histogram } from 'prom-client'

import { sharedMetric } from './metricsRegistry'
import { routeGroup, statusClass } from './routeGroup'

const requests = () =>
  sharedMetric(
    'photobooth_http_requests_total',
    (registry) =>
      new Counter({
        name: 'photobooth_http_requests_total',
        help: 'HTTP requests this server answered, by route group, method and status class.',
        labelNames: ['group', 'method', 'status'] as const,
        registers: [registry],
      }),
  )
const latency = () =>
  sharedMetric(
    'photobooth_http_request_duration_seconds',
    (registry) =>
      new Histogram({
        name: 'photobooth_http_request_duration_seconds',
        help: 'Time to answer an HTTP request on this server, by route group.',
        labelNames: ['group'] as const,
        buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers: [registry],
      }),
  )

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** Times one request until its response is sent (a dropped connection is not counted). */
export function observeRequest(req: http.IncomingMessage, res: http.ServerResponse): void {
  const started = process.hrtime.bigint()
  res.once('finish', () => {
    const group = routeGroup(req.url)
    const method = METHODS.has(req.method ?? '') ? req.method! : 'OTHER'
    requests().inc({ group, method, status: statusClass(res.statusCode) })
    latency().observe({ group }, Number(process.hrtime.bigint() - started) / 1e9)
  })
}
