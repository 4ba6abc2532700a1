import { Gauge } from 'prom-client'
import type { Payload } from 'payload'

import { sharedMetric, poolOf } from '@server-kit'
import { paymentsByStatus } from '@booking/server'

const gauge = (name: string, help: string, labelNames: string[] = []) =>
  sharedMetric(name, (registry) => new Gauge({ name, help, labelNames, registers: [registry] }))

const outbox = gauge(
  'photobooth_outbox_messages',
  'Outbox emails and texts not yet sent, by channel and status.',
  ['channel', 'status'],
)
const payments = gauge('photobooth_payments', 'Payments recorded, by outcome (status).', ['status'])
const jobsWaiting = gauge('photobooth_jobs_waiting', 'Jobs queued and not finished, by task.', [
  'task',
])
const jobsFailed = gauge('photobooth_jobs_failed', 'Jobs that errored and stopped, by task.', [
  'task',
])
const poolTotal = gauge('photobooth_db_pool_connections', 'Database connections this server holds.')
const poolIdle = gauge('photobooth_db_pool_idle', 'Of those, idle.')
const poolWaiting = gauge('photobooth_db_pool_waiting', 'Requests waiting for a connection.')

/** Reads the database's counts into the gauges, just before a scrape renders them. */
export async function readGauges(payload: Payload): Promise<void> {
  const pool = poolOf(payload)
  poolTotal.set(pool.totalCount)
  poolIdle.set(pool.idleCount)
  poolWaiting.set(pool.waitingCount)
  const set = async (
    g: Gauge,
    query: string,
    label: (r: Record<string, string>) => Record<string, string>,
  ) => {
    g.reset()
    for (const r of (await pool.query(query)).rows) g.set(label(r), Number(r.n))
  }
  await set(
    outbox,
    `select coalesce(channel::text, 'email') as channel, status::text as status, count(*) as n
    from outbox where status in ('sending', 'queued') group by 1, 2`,
    (r) => ({ channel: r.channel, status: r.status }),
  )
  payments.reset()
  for (const r of await paymentsByStatus(payload)) payments.set({ status: r.status }, r.count)
  await set(
    jobsWaiting,
    `select task_slug::text as task, count(*) as n from payload_jobs
    where completed_at is null and not coalesce(has_error, false) group by 1`,
    (r) => ({ task: r.task ?? 'workflow' }),
  )
  await set(
    jobsFailed,
    `select task_slug::text as task, count(*) as n from payload_jobs
    where has_error group by 1`,
    (r) => ({ task: r.task ?? 'workflow' }),
  )
}
