import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { hashToken, rateLimit, transactionDb } from '@server-kit'

import { notifyBookingDelivery } from './notifyBooking'

/** A person has a handful of bookings; a list longer than this is not one person's to email. */
const MAX_BOOKINGS = 10
/** Per address, in Postgres: a stranger who knows an address cannot flood its inbox. */
export const LINKS_PER_ADDRESS = { points: 3, durationSeconds: 3600 }

/**
 * "Manage my booking" from the site (issue 49): emails the manage link of every booking made
 * with `email` (not lapsed holds), each to that booking's own address. The caller answers the
 * same whatever this finds, and does not wait for it (the time would tell). The link is the
 * booking's current one: a request never invalidates links the customer already has.
 */
export async function sendManageLinks(req: PayloadRequest, email: string): Promise<number> {
  const address = email.trim().toLowerCase()
  // Keyed by a hash: the limits table never holds the address itself.
  const limited = await rateLimit(req, 'manage-link-address', LINKS_PER_ADDRESS, hashToken(address))
  if (limited) return 0
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`
    SELECT id FROM bookings
    WHERE lower(email) = ${address} AND status <> 'expired'
    ORDER BY event_date DESC LIMIT ${MAX_BOOKINGS}`)
  let sent = 0
  for (const row of rows as { id: number }[]) {
    const booking = await req.payload.findByID({ collection: 'bookings', id: row.id, depth: 0 })
    const { delivery } = await notifyBookingDelivery({ req, booking, event: 'link_requested' })
    if (delivery === 'sent' || delivery === 'queued') sent++
  }
  return sent
}
