import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

const sql = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => sql.end())

// Three runners at once stand for three servers' job runners on one database.
describe('job claims', () => {
  it('hand each runnable job to one of several simultaneous claims, as Payload asks for them', async () => {
    const payload = await testPayload()
    const queue = `claims-db-${Date.now()}`
    const ids: number[] = []
    for (let i = 0; i < 8; i++)
      ids.push(
        Number((await payload.jobs.queue({ task: 'releaseExpiredHolds', queue, input: {} })).id),
      )
    // The call Payload's runner makes (queues/utilities/updateJob.ts), three at once.
    const db = payload.db as unknown as {
      updateJobs: (args: Record<string, unknown>) => Promise<{ id: number }[] | null>
    }
    const claim = () =>
      db.updateJobs({
        data: { processing: true, updatedAt: new Date().toISOString() },
        where: { and: [{ queue: { equals: queue } }, { processing: { equals: false } }] },
        limit: 10,
        returning: true,
        req: {},
      })
    const claimed = (await Promise.all([claim(), claim(), claim()])).flatMap((docs) =>
      (docs ?? []).map((d) => Number(d.id)),
    )
    expect(claimed.sort((a, b) => a - b)).toEqual(ids)
    await sql.query('delete from payload_jobs where id = any($1::int[])', [ids])
  })

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
