import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

const sql = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => sql.end())

// Three runners at once stand for three servers' job runners on one database.
describe('job claims', () => {
  it('give each queued job to exactly one of several simultaneous runners', async () => {
    const payload = await testPayload()
    const queue = `claims-${Date.now()}`
    const ids: number[] = []
    for (let i = 0; i < 8; i++) {
      const job = await payload.jobs.queue({ task: 'releaseExpiredHolds', queue, input: {} })
      ids.push(Number(job.id))
    }
    const results = await Promise.all(
      Array.from({ length: 3 }, () => payload.jobs.run({ queue, limit: 10 })),
    )
    // Each runner reports the jobs it ran: together, every job once.
    const ran = results.flatMap((r) => Object.keys(r.jobStatus ?? {}).map(Number))
    expect(ran.sort((a, b) => a - b)).toEqual(ids)
    // Done and deleted (deleteJobOnComplete), none left processing or failed.
    const left = await sql.query('select id from payload_jobs where id = any($1::int[])', [ids])
    expect(left.rows).toEqual([])
  })
})
