import type { PayloadRequest } from 'payload'

import { sql } from '@payloadcms/db-postgres'

import type { Interval } from '../../core'
import { transactionDb } from '@server-kit'

/**
 * Holds `booths` for the booking over `occupancy` in one INSERT, in the caller's transaction.
 * The collection has no hooks, so nothing is skipped by not going through the Local API; the
 * exclusion constraint rejects an overlap (SQLSTATE 23P01) exactly as it would there.
 */
export async function insertHolds({
  req,
  bookingId,
  booths,
  occupancy,
  holdExpiresAt,
}: {
  req: PayloadRequest
  bookingId: number
  booths: string[]
  occupancy: Interval
  holdExpiresAt: string
}): Promise<void> {
  if (!booths.length) return
  const db = await transactionDb(req)
  const rows = booths.map(
    (booth) =>
      sql`(${bookingId}, ${booth}, 'held', ${occupancy.start.toISOString()}, ${occupancy.end.toISOString()}, ${holdExpiresAt})`,
  )
  await db.execute(sql`
    INSERT INTO "booth_reservations" ("booking_id", "booth", "status", "starts_at", "ends_at", "hold_expires_at")
    VALUES ${sql.join(rows, sql`, `)}`)
}
