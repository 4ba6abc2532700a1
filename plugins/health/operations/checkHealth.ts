import type { PayloadRequest } from 'payload'

import { healthIncidents, type Incident } from '../core/healthIncidents'
import { healthFacts } from './healthFacts'
import { sendHealthAlert, type AlertNotifier } from './sendHealthAlert'
import { poolOf } from '@server-kit'

// The partial unique index (open incidents by key) makes a second server's insert a no-op.
const OPEN = `insert into health_incidents (key, kind, title, next_step, opened_at)
  values ($1, $2, $3, $4, $5) on conflict (key) where cleared_at is null do nothing returning id`
const CLEAR = `update health_incidents set cleared_at = $2, updated_at = $2
  where cleared_at is null and not (key = any($1::text[])) returning key`

/**
 * Opens an incident for each failing check (alerted once, by email and Telegram through the
 * Outbox), and clears the open ones whose check passes now.
 */
export async function checkHealth(
  req: PayloadRequest,
  now: Date,
  notifier?: AlertNotifier,
): Promise<{ opened: string[]; cleared: string[] }> {
  const pool = poolOf(req.payload)
  const incidents: Incident[] = healthIncidents(await healthFacts(req), now)
  const opened: string[] = []
  for (const i of incidents) {
    const row = await pool.query(OPEN, [i.key, i.kind, i.title, i.nextStep, now])
    if (!row.rowCount) continue
    opened.push(i.key)
    await sendHealthAlert(req, i, notifier)
  }
  const keys = incidents.map((i) => i.key)
  const cleared = (await pool.query<{ key: string }>(CLEAR, [keys, now])).rows.map((r) => r.key)
  return { opened, cleared }
}
