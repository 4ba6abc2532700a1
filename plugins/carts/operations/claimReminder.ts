import type { PayloadRequest } from 'payload'
import { poolOf } from '@server-kit'

/**
 * Takes the next reminder of a cart in ONE conditional UPDATE: of two runs that read the same
 * count, only one matches the row, so a reminder is sent once. (Payload's update with a `where`
 * reads then writes, which two runs can both pass.)
 */
export async function claimReminder({
  req,
  cartId,
  count,
  now,
}: {
  req: PayloadRequest
  cartId: number
  count: number
  now: Date
}): Promise<boolean> {
  const pool = poolOf(req.payload)
  const { rowCount } = await pool.query(
    `UPDATE carts SET reminders_sent = $1, last_reminder_at = $2, updated_at = now()
     WHERE id = $3 AND COALESCE(reminders_sent, 0) = $4`,
    [count + 1, now.toISOString(), cartId, count],
  )
  return rowCount === 1
}
