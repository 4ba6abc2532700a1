import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'

import type { SqlDb } from '@server-kit'

import { nextAttemptAt } from '../core/retrySchedule'
import { pluginSms } from './pluginSms'
import { setSmsSubscription } from './smsConsent'

const dbOf = (payload: Payload) => (payload.db as unknown as { drizzle: SqlDb }).drizzle

/**
 * Sends one queued text. The row is claimed first with one UPDATE (queued → sending), so of
 * several servers (or the job and the after-commit send) exactly one sends it. Returns its status.
 */
export async function deliverSms(payload: Payload, id: number, statusCallback?: string) {
  const claimed = await dbOf(payload).execute(sql`
    UPDATE "outbox" SET "status" = 'sending', "last_attempt_at" = now()
    WHERE "id" = ${id} AND "status" = 'queued' AND "channel" = 'sms'
    RETURNING "to", "text", "attempts"`)
  const row = claimed.rows[0] as { to: string; text: string; attempts: number | null } | undefined
  if (!row) return 'not_claimed' as const
  const result = await pluginSms(payload).send({ to: row.to, body: row.text, statusCallback })
  const attempts = (row.attempts ?? 0) + 1
  const now = new Date()
  const next = result.ok || result.permanent ? null : nextAttemptAt(attempts, now)
  const status = result.ok ? 'sent' : next ? 'queued' : 'failed'
  await payload.update({
    collection: 'outbox',
    id,
    depth: 0,
    data: {
      status,
      attempts,
      nextAttemptAt: next?.toISOString() ?? null,
      error: result.ok ? null : result.error,
      providerId: result.ok ? result.providerId : null,
      deliveryStatus: result.ok ? 'queued' : null,
    },
  })
  // Twilio knows the number replied STOP (to its own number): remember it here too.
  if (!result.ok && result.optedOut)
    await setSmsSubscription(await createLocalReq({}, payload), row.to, 'stopped', now)
  if (!result.ok) payload.logger.warn({ msg: `text ${id} not sent (${status}): ${result.error}` })
  return status
}
