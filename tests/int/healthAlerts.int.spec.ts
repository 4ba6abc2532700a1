import pg from 'pg'
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { checkHealth, takeBackup } from '@health/server'

import { useBackupTarget } from '../helpers/backups'
import { fileDays } from '../helpers/fileDays'
import { baseURL, testPayload } from '../helpers/payload'
import { paidBooking } from '../helpers/selfService'

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

// The alerts about money and servers: each made by the state it watches, cleared by its fix.
describe('health alerts on payments and servers', () => {
  const server = `test-server-${process.pid}:1`
  let booking: { id: number }
  beforeAll(async () => {
    booking = await paidBooking({ eventDate: fileDays('issue53').date(10) })
  })
  afterAll(async () => {
    await sql.query('delete from payment_events where event_id = $1', [`evt_${QUEUE}`])
    await sql.query('delete from payments where intent_id = $1', [`pi_${QUEUE}`])
    await sql.query('delete from health_servers where server = $1', [server])
  })
  const emailedLike = async (subject: string) =>
    Number(
      (
        await sql.query(`select count(*) from outbox where subject like $1`, [
          `Needs attention: ${subject}%`,
        ])
      ).rows[0].count,
    )
  const cases: [string, string, () => Promise<unknown>, () => Promise<unknown>][] = [
    [
      'instalments_unresolved',
      '1 automatic payment was due and not charged',
      () =>
        sql.query(
          `update bookings set autopay = true, next_charge_on = '2020-01-01' where id = $1`,
          [booking.id],
        ),
      // Charged (or its plan moved by staff): nothing due before today any more.
      () =>
        sql.query(`update bookings set autopay = false, next_charge_on = null where id = $1`, [
          booking.id,
        ]),
    ],
    [
      'webhooks_missing',
      'Stripe has sent no webhook for 1 processing payment',
      async () => {
        // Webhooks other files received in this worker's database this past hour mean Stripe is
        // talking to us: only this file reads when events arrived, so move theirs before ours.
        await sql.query(
          `update payment_events set created_at = now() - interval '3 hours'
          where gateway = 'stripe' and created_at > now() - interval '3 hours'`,
        )
        await sql.query(
          `insert into payments (booking_id, gateway, intent_id, purpose, amount_cents, status, updated_at)
          values ($1, 'stripe', $2, 'balance', 1000, 'processing', now() - interval '2 hours')`,
          [booking.id, `pi_${QUEUE}`],
        )
      },
      // A webhook arrives: Stripe is talking to us again.
      () =>
        sql.query(
          `insert into payment_events (event_id, type, gateway, intent_id, outcome)
          values ($1, 'payment_intent.processing', 'stripe', $2, 'ignored')`,
          [`evt_${QUEUE}`, `pi_${QUEUE}`],
        ),
    ],
    [
      `server_not_ready:${server}`,
      `Server ${server} has not been ready for 10 minutes`,
      () =>
        sql.query(
          `insert into health_servers (server, ready_at, checked_at, reason)
          values ($1, now() - interval '10 minutes', now(), 'migrations')`,
          [server],
        ),
      () => sql.query(`update health_servers set ready_at = now() where server = $1`, [server]),
    ],
  ]
  for (const [key, title, cause, fix] of cases)
    it(`${key}: alerts once, then clears`, async () => {
      await cause()
      expect((await check()).opened).toContain(key)
      expect((await check()).opened).not.toContain(key)
      expect(await emailedLike(title)).toBe(1)
      expect(sent.filter((s) => s.startsWith(title))).toHaveLength(1)
      await fix()
      expect((await check()).cleared).toContain(key)
    })

  it('the readiness route records this server as ready, for the check on any server', async () => {
    const res = await fetch(`${baseURL()}/api/ready`)
    expect(res.status).toBe(200)
    const row = await sql.query(
      `select reason, ready_at > now() - interval '1 minute' as fresh from health_servers
      where checked_at > now() - interval '1 minute' and reason is null`,
    )
    expect(row.rows.some((r) => r.fresh)).toBe(true)
  })
})
