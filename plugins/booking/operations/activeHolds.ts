import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@server-kit'

/** A real visitor needs one hold; a handful covers a couple planning two events. */
export const MAX_ACTIVE_HOLDS_PER_CLIENT = 5

/**
 * This client's unpaid holds that still block a booth, and when the first of them runs out.
 * One aggregate query on the booking hot path (a Local API find would count, then fetch).
 */
export async function activeHolds({
  req,
  clientKey,
  now,
}: {
  req: PayloadRequest
  clientKey: string
  now: Date
}): Promise<{ count: number; firstExpiresAt: Date | null }> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`
    SELECT count(*)::int AS count, min("hold_expires_at") AS first
    FROM "bookings"
    WHERE "client_key" = ${clientKey} AND "status" = 'pending_payment'
      AND "hold_expires_at" > ${now.toISOString()}`)
  const row = rows[0] as { count: number; first: Date | string | null } | undefined
  return { count: row?.count ?? 0, firstExpiresAt: row?.first ? new Date(row.first) : null }
}
