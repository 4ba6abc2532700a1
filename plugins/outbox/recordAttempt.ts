import type { Payload } from 'payload'

import { isPermanentRefusal, nextAttemptAt } from './core/retrySchedule'

/**
 * Records one delivery attempt on an Outbox row. A failure queues the message for the retry job
 * with backoff, until its tries are used up; a refused address fails at once. Returns the row's
 * new status.
 */
export async function recordAttempt(
  payload: Payload,
  id: number,
  error: unknown,
): Promise<'sent' | 'queued' | 'failed'> {
  const row = await payload.findByID({ collection: 'outbox', id, depth: 0, disableErrors: true })
  const attempts = (row?.attempts ?? 0) + 1
  const now = new Date()
  const next = error && !isPermanentRefusal(error) ? nextAttemptAt(attempts, now) : null
  const status = !error ? 'sent' : next ? 'queued' : 'failed'
  await payload
    .update({
      collection: 'outbox',
      id,
      depth: 0,
      data: {
        status,
        attempts,
        lastAttemptAt: now.toISOString(),
        nextAttemptAt: next?.toISOString() ?? null,
        error: error ? (error instanceof Error ? error.message : String(error)) : null,
      },
    })
    .catch((e) => payload.logger.error({ err: e, msg: `outbox: could not record attempt ${id}` }))
  return status
}
