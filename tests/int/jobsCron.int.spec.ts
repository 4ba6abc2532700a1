import { describe, expect, it } from 'vitest'

import { baseURL, staffAuth } from '../helpers/payload'

// Serverless mode: a platform cron runs the queues through Payload's endpoint with a secret.
// An empty queue of its own, so the calls run nothing other tests wait for.
const run = (headers: Record<string, string> = {}) =>
  fetch(`${baseURL()}/api/payload-jobs/run?queue=cron-auth-check`, { headers })

describe('GET /api/payload-jobs/run', () => {
  it('runs for the bearer CRON_SECRET or an admin, and refuses anyone else', async () => {
    const secret = process.env.CRON_SECRET!
    expect(secret.length).toBeGreaterThanOrEqual(16)
    expect((await run({ Authorization: `Bearer ${secret}` })).status).toBe(200)
    expect((await run()).status).toBe(401)
    expect((await run({ Authorization: `Bearer ${secret}x` })).status).toBe(401)
    expect((await run({ Authorization: secret })).status).toBe(401)
    // The admin first: on an empty users table the first account becomes an admin.
    expect((await run((await staffAuth('admin')).headers)).status).toBe(200)
    expect((await run((await staffAuth('staff')).headers)).status).toBe(401)
  })
})
