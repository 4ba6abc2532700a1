import pg from 'pg'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkHealth, takeBackup } from '@health'

import { useBackupTarget } from '../helpers/backups'
import { testPayload } from '../helpers/payload'

const sql = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
const QUEUE = `health-test-${process.pid}`
const sent: string[] = []
const telegram = {
  notify: async ({ event }: { event: { service?: string } }) => void sent.push(event.service ?? ''),
}
let target: ReturnType<typeof useBackupTarget>

const check = async () => {
  const payload = await testPayload()
  return checkHealth(await createLocalReq({}, payload), new Date(), telegram as never)
}
const emailed = async (title: string) =>
  Number(
    (
      await sql.query(`select count(*) from outbox where subject = $1`, [
        `Needs attention: ${title}`,
      ])
    ).rows[0].count,
  )
const failedJob = (task: string) =>
  sql.query(
    `insert into payload_jobs (task_slug, queue, has_error, total_tried, processing, error)
    values ($1, $2, true, 3, false, '{"message":"test failure"}')`,
    [task, QUEUE],
  )

beforeAll(async () => {
  // Start from a backup taken now, so only the cause each test makes is open.
  target = useBackupTarget()
  const client = await sql.connect()
  await takeBackup(client, target.settings(), new Date()).finally(() => client.release())
  await check()
})
afterAll(async () => {
  await sql.query('delete from payload_jobs where queue = $1', [QUEUE])
  await sql.end()
})

// One alert path: each incident emails the owner and tells Telegram once, and clears when fixed.
describe('health alerts', () => {
  const cases: [string, string, () => Promise<unknown>][] = [
    [
      'instalments_failing',
      'The nightly instalment run failed',
      () => failedJob('chargeInstalments'),
    ],
    ['backup_failed', 'Last night’s backup failed', () => failedJob('nightlyBackup')],
    [
      'job_errors:sendFollowUps',
      'The sendFollowUps job failed three times (1 run)',
      () => failedJob('sendFollowUps'),
    ],
    [
      'messages_failing',
      '1 message has not gone out for over an hour',
      () =>
        sql.query(
          `insert into outbox ("to", subject, status, created_at) values ('x@test.example.com', $1, 'failed', now() - interval '2 hours')`,
          [`health-${QUEUE}`],
        ),
    ],
  ]
  for (const [key, title, cause] of cases)
    it(`${key}: alerts once, then clears`, async () => {
      await cause()
      expect((await check()).opened).toContain(key)
      expect((await check()).opened).not.toContain(key)
      expect(await emailed(title)).toBe(1)
      expect(sent.filter((s) => s === title)).toHaveLength(1)
      await sql.query('delete from payload_jobs where queue = $1', [QUEUE])
      await sql.query('delete from outbox where subject = $1', [`health-${QUEUE}`])
      expect((await check()).cleared).toContain(key)
      const open = await sql.query(
        'select 1 from health_incidents where key = $1 and cleared_at is null',
        [key],
      )
      expect(open.rowCount).toBe(0)
    })

  it('backup_stale: an empty target opens it, a backup clears it', async () => {
    target = useBackupTarget()
    expect((await check()).opened).toContain('backup_stale')
    const client = await sql.connect()
    await takeBackup(client, target.settings(), new Date()).finally(() => client.release())
    expect((await check()).cleared).toContain('backup_stale')
  })
})
