import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb, claimLock } from '@server-kit'

/**
 * Locks the booking's row until the request's transaction ends, so two actions on one booking
 * (a double-clicked cancel, staff and customer at once) run one after the other and the second
 * reads what the first committed.
 */
export async function lockBooking(req: PayloadRequest, bookingId: number): Promise<void> {
  const db = await transactionDb(req)
  claimLock(req, 'booking', bookingId)
  await db.execute(sql`SELECT id FROM bookings WHERE id = ${bookingId} FOR UPDATE`)
}
