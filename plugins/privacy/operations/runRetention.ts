import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { inTransaction, transactionDb, type SqlDb } from '@server-kit'
import { retentionCutoffs, retentionSettings } from '../core/retentionCutoffs'
import { eraseCustomer } from './eraseCustomer'

const LOCK = 'privacy-retention'
const rowsOf = async (db: SqlDb, q: ReturnType<typeof sql>) => (await db.execute(q)).rows

export type RetentionCounts = {
  carts: number
  chats: number
  customers: number
  outboxBodies: number
}

/**
 * Removes what is past its keeping date. Runs once however many servers call it at once: the
 * first takes a transaction lock and the others return null. Logs its counts.
 */
export async function runRetention({ req, now }: { req: PayloadRequest; now: Date }) {
  return inTransaction(req, async (): Promise<RetentionCounts | null> => {
    const db = await transactionDb(req)
    const [lock] = await rowsOf(db, sql`SELECT pg_try_advisory_xact_lock(hashtext(${LOCK})) AS ok`)
    if (!lock?.ok) return null
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    const cut = retentionCutoffs(
      now,
      todayInZone(now, BUSINESS_TIME_ZONE),
      retentionSettings(settings.retention),
    )
    const carts = await rowsOf(
      db,
      sql`DELETE FROM carts WHERE converted IS NOT TRUE
      AND coalesce(last_activity, created_at) < ${cut.cartsBefore.toISOString()} RETURNING id`,
    )
    const oldChats = sql`SELECT id FROM chat_sessions
      WHERE coalesce(last_message_at, created_at) < ${cut.chatsBefore.toISOString()}`
    await db.execute(sql`DELETE FROM chat_messages WHERE session_id IN (${oldChats})`)
    const chats = await rowsOf(
      db,
      sql`DELETE FROM chat_sessions WHERE id IN (${oldChats}) RETURNING id`,
    )
    const outbox = await rowsOf(
      db,
      sql`UPDATE outbox SET text = NULL, html = NULL,
      attachments = NULL, sealed = NULL WHERE created_at < ${cut.outboxBodiesBefore.toISOString()}
      AND (text IS NOT NULL OR html IS NOT NULL OR attachments IS NOT NULL OR sealed IS NOT NULL)
      RETURNING id`,
    )
    const due = await rowsOf(
      db,
      sql`SELECT lower(email) AS email FROM bookings
      WHERE email <> 'erased@erased.invalid' GROUP BY lower(email)
      HAVING max(substr(event_date, 1, 4)::int) <= ${cut.lastEventYearAtMost}`,
    )
    for (const { email } of due)
      await eraseCustomer({ req, email: String(email), actor: 'retention job' })
    const counts = {
      carts: carts.length,
      chats: chats.length,
      customers: due.length,
      outboxBodies: outbox.length,
    }
    const summary = `Retention: ${counts.carts} carts and ${counts.chats} chats deleted, ${counts.customers} customers anonymised, ${counts.outboxBodies} email bodies blanked`
    req.payload.logger.info({ msg: summary, retention: counts })
    await req.payload.create({
      collection: 'privacy-log',
      data: { action: 'retention', summary, actor: 'retention job', details: JSON.stringify(cut) },
      req,
    })
    return counts
  })
}
