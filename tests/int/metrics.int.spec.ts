import { describe, expect, it } from 'vitest'

import { fileDays } from '../helpers/fileDays'
import { baseURL } from '../helpers/payload'
import { paidBooking } from '../helpers/selfService'

const TOKEN = 'test-metrics-token-0123456789' // scripts/test.ts gives the servers METRICS_TOKEN
const scrape = (auth?: string) =>
  fetch(`${baseURL()}/api/metrics`, { headers: auth ? { Authorization: auth } : {} })

/** The value of one sample (`name{labels} value`), 0 when absent. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `))
  return found ? Number(found.slice(line.length + 1)) : 0
}

describe('GET /api/metrics', () => {
  it('answers only the bearer METRICS_TOKEN', async () => {
    expect((await scrape()).status).toBe(401)
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401)
    const res = await scrape(`Bearer ${TOKEN}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  })

  it('serves Prometheus text whose payment counts move after a booking', async () => {
    const before = await (await scrape(`Bearer ${TOKEN}`)).text()
    expect(before).toMatch(/^# TYPE photobooth_payments gauge$/m)
    expect(before).toMatch(/^# TYPE photobooth_job_runs_total counter$/m)
    expect(before).toMatch(/^photobooth_db_pool_connections \d+$/m)
    await paidBooking({ eventDate: fileDays('issue53').date(5) })
    const after = await (await scrape(`Bearer ${TOKEN}`)).text()
    const paid = 'photobooth_payments{status="succeeded"}'
    expect(sample(after, paid)).toBe(sample(before, paid) + 1)
    // The booking's API calls (hold, intent, confirm) were timed and counted on this server.
    const posts = 'photobooth_http_requests_total{group="api",method="POST",status="2xx"}'
    expect(sample(after, posts)).toBeGreaterThanOrEqual(sample(before, posts) + 3)
    const timed = 'photobooth_http_request_duration_seconds_count{group="api"}'
    expect(sample(after, timed)).toBeGreaterThanOrEqual(sample(before, timed) + 3)
    expect(after).toMatch(/^# TYPE photobooth_http_request_duration_seconds histogram$/m)
    // The scrape itself was a request of its own group.
    expect(
      sample(after, 'photobooth_http_requests_total{group="probes",method="GET",status="2xx"}'),
    ).toBeGreaterThan(0)
  })
})
