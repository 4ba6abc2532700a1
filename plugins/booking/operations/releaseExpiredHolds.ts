import type { PayloadRequest, Where } from 'payload'

import { sql } from '@payloadcms/db-postgres'

import { transactionDb } from './transactionDb'

/**
 * Frees every booth hold whose time ran out and marks its unpaid booking expired. Runs inside
 * the caller's transaction before any availability check, so an expired hold never blocks anyone.
 */
export async function releaseExpiredHolds({
  req,
  now,
}: {
  req: PayloadRequest
  now: Date
}): Promise<number> {
  // Almost always there is nothing to release: one indexed probe instead of a Local API update.
  const probe = await (
    await transactionDb(req)
  ).execute(sql`
    SELECT 1 FROM "booth_reservations" WHERE "status" = 'held'
      AND "hold_expires_at" <= ${now.toISOString()} LIMIT 1`)
  if (!probe.rows.length) return 0
  const expired: Where = {
    and: [
      { status: { equals: 'held' } },
      { holdExpiresAt: { less_than_equal: now.toISOString() } },
    ],
  }
  const { docs } = await req.payload.update({
    collection: 'booth-reservations',
    where: expired,
    data: { status: 'released' },
    depth: 0,
    req,
    context: { internal: true },
  })
  if (docs.length) {
    await req.payload.update({
      collection: 'bookings',
      where: {
        and: [
          { status: { equals: 'pending_payment' } },
          { holdExpiresAt: { less_than_equal: now.toISOString() } },
        ],
      },
      data: { status: 'expired' },
      depth: 0,
      req,
    })
  }
  return docs.length
}
