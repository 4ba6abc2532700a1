// Rendered pages agree across servers: a staff edit NOTIFYs inside its own transaction (so it
// is heard only once committed), and every server LISTENs and clears its rendered pages.
import { createHmac } from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import pg from 'pg'

import { lifecycle } from './lifecycle'
import { transactionDb } from './transactionDb'
import { poolOf } from './poolOf'

const CHANNEL = 'site_pages_changed'
export const REVALIDATE_PATH = '/api/internal/revalidate'

/** The token a server's listener presents to its own revalidation route (keyed like Payload's
 * own secret, with payload.config's development fallback: never an empty key). */
export const revalidateToken = (
  secret = process.env.PAYLOAD_SECRET || 'dev-only-secret-change-me',
) => createHmac('sha256', secret).update('revalidate-pages').digest('hex')

/** Tells every server (this one too) that published content changed, once the edit commits. */
export async function announcePageChange(req: PayloadRequest): Promise<void> {
  const db = await transactionDb(req)
  await db.execute(sql`select pg_notify(${CHANNEL}, '')`)
}

// revalidatePath needs a Next request scope, so the listener calls this server's own route.
async function refreshOwnPages(payload: Payload) {
  const address = lifecycle().server?.address()
  if (!address || typeof address === 'string') return // no request served yet: nothing cached
  const host = address.address.includes(':') ? `[${address.address}]` : address.address
  await fetch(`http://${host === '[::]' ? '127.0.0.1' : host}:${address.port}${REVALIDATE_PATH}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${revalidateToken()}` },
  }).catch((err) => payload.logger.error({ err, msg: 'page refresh failed' }))
}

/** In a Next.js server only: one connection that LISTENs, reconnecting if it drops. */
export function listenForPageChanges(payload: Payload): void {
  // Not in scripts and tests (no pages here), nor while `next build` renders the pages.
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build')
    return
  const options = poolOf(payload).options
  let client: pg.Client | undefined
  let stopped = false
  const connect = async (): Promise<void> => {
    if (stopped) return
    client = new pg.Client(options)
    client.on('notification', () => void refreshOwnPages(payload))
    client.on('error', () => {
      // Notifications sent while disconnected are lost: refresh once after reconnecting.
      client?.end().catch((err) => client?.emit('error', err))
      setTimeout(() => void connect().then(() => refreshOwnPages(payload)), 1000).unref()
    })
    await client.connect().catch(() => client?.emit('error', new Error('connect failed')))
    // A LISTEN that failed leaves a connection that hears nothing: reconnect as on any error.
    await client.query(`LISTEN ${CHANNEL}`).catch((err) => client?.emit('error', err))
  }
  void connect()
  lifecycle().onClose.push(async () => {
    stopped = true
    await client?.end().catch(() => {})
  })
}
