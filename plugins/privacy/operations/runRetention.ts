import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { customersLastEventBy } from '@booking/server'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { inTransaction, transactionDb, type SqlDb, poolOf } from '@server-kit'
import { ERASED_EMAIL } from '../core/erasurePatterns'
import { retentionCutoffs, retentionSettings } from '../core/retentionCutoffs'
import { retentionDetails } from '../core/recordWords'
import { eraseCustomer } from './eraseCustomer'

const LOCK = 'privacy-retention'
const rowsOf = async (db: SqlDb, q: ReturnType<typeof sql>) => (await db.execute(q)).rows

export type RetentionCounts = {
  carts: number
  chats: number
  customers: number
  outboxBodies: number
}

type Cut = ReturnType<typeof retentionCutoffs>

/** Carts, chats and old email bodies, in one short transaction; answers the customers now due. */
async function sweep(req: PayloadRequest, cut: Cut) {
  return inTransaction(req, async () => {
    const db = await transactionDb(req)
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
    const due = await customersLastEventBy(req, {
      year: cut.lastEventYearAtMost,
      except: ERASED_EMAIL,
    })
    return {
      carts: carts.length,
      chats: chats.length,
      outboxBodies: outbox.length,
      due,
    }
  })
}

/**
 * Removes what is past its keeping date. Runs once however many servers call it at once: the
 * first takes a session lock on its own connection and the others return null. Each customer is
 * erased in a transaction of their own, so one failure keeps the rest and no lock spans them all.
 */
export async function runRetention({ req, now }: { req: PayloadRequest; now: Date }) {
  const pool = poolOf(req.payload)
  const holder = await pool.connect()
  try {
    const lock = await holder.query<{ ok: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS ok',
      [LOCK],
    )
    if (!lock.rows[0]?.ok) return null
    try {
      return await retain(req, now)
    } finally {
      await holder.query('SELECT pg_advisory_unlock(hashtext($1))', [LOCK])
    }
  } finally {
    holder.release()
  }
}

async function retain(req: PayloadRequest, now: Date): Promise<RetentionCounts> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const cut = retentionCutoffs(
    now,
    todayInZone(now, BUSINESS_TIME_ZONE),
    retentionSettings(settings.retention),
  )
  const { due, ...swept } = await sweep(req, cut)
  let customers = 0
  for (const email of due) {
    try {
      await eraseCustomer({ req, email, actor: 'retention job' })
      customers++
    } catch (error) {
      req.payload.logger.error({
        err: error,
        msg: 'retention: one erasure failed; next run retries it',
      })
    }
  }
  const counts = { ...swept, customers }
  const summary = `Retention: ${counts.carts} carts and ${counts.chats} chats deleted, ${customers} of ${due.length} customers anonymised, ${counts.outboxBodies} email bodies blanked`
  req.payload.logger.info({ msg: summary, retention: counts })
  await req.payload.create({
    collection: 'privacy-log',
    data: { action: 'retention', summary, actor: 'retention job', details: retentionDetails(cut) },
    req,
  })
  return counts
}
