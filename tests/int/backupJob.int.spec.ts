import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { listBackups, takeBackup } from '@health/server'

import { useBackupTarget } from '../helpers/backups'
import { testPayload } from '../helpers/payload'

const target = useBackupTarget()
const sql = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
afterAll(() => sql.end())

// Several servers run the job runner on one database (packages/server-kit/jobClaims.ts): the
// night's backup must be made once, whichever servers wake up for it.
describe('the nightly backup job', () => {
  it('makes one backup when two servers take one at the same moment', async () => {
    const [a, b] = await Promise.all([sql.connect(), sql.connect()])
    const now = new Date()
    const results = await Promise.all([
      takeBackup(a, target.settings(), now),
      takeBackup(b, target.settings(), now),
    ]).finally(() => (a.release(), b.release()))
    expect(results.map((r) => (r.ok ? 'taken' : r.code)).sort()).toEqual([
      'backup_running',
      'taken',
    ])
  })

  it('queued twice and run by two runners, makes one backup; the second finds it', async () => {
    const payload = await testPayload()
    const fresh = useBackupTarget()
    // A separate queue: the app servers' own runners never pick these up.
    const queue = `backup-${Date.now()}`
    for (let i = 0; i < 2; i++)
      await payload.jobs.queue({ task: 'nightlyBackup', queue, input: {} })
    await Promise.all([payload.jobs.run({ queue }), payload.jobs.run({ queue })])
    const after = (await listBackups(fresh.settings().store)).backups
    expect(after.map((b) => b.complete)).toEqual([true])
    const jobs = await sql.query(
      `select processing, has_error from payload_jobs where queue = $1`,
      [queue],
    )
    expect(jobs.rows.filter((j) => j.has_error)).toEqual([])
  })
})
