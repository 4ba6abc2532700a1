import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb, claimLock } from '@server-kit'

/**
 * Locks attendants' user rows (ids ascending, after every other lock of the transaction: see
 * LOCK_ORDER), so two bookings cannot both take one attendant for overlapping windows.
 */
export async function lockAttendants(req: PayloadRequest, userIds: number[]): Promise<void> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b)
  if (ids.length === 0) return
  const db = await transactionDb(req)
  for (const id of ids) claimLock(req, 'attendant', id)
  await db.execute(
    sql`SELECT id FROM users WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY id FOR UPDATE`,
  )
}
