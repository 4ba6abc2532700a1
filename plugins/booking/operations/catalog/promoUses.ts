import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb, claimLock } from '@server-kit'

/**
 * Reserves one use of a limited promo code for a booking on hold, in the caller's transaction:
 * the code's row stays locked until it ends, and every unpaid hold that carries the code counts
 * as a use until its hold runs out. False when the code has no use left for this booking.
 */
export async function reservePromoUse({
  req,
  code,
  bookingId,
  now,
}: {
  req: PayloadRequest
  code: string | null | undefined
  bookingId?: number
  now: Date
}): Promise<boolean> {
  if (!code) return true
  const db = await transactionDb(req)
  const read = (lock: boolean) =>
    db.execute(sql`
      SELECT "usage_limit" AS "limit", COALESCE("times_used", 0)::int AS "used"
      FROM "promo_codes" WHERE "code" = ${code} ${lock ? sql`FOR UPDATE` : sql``}`)
  // Unlimited codes (most) are never locked: bookings with them do not queue on one row.
  const first = (await read(false)).rows[0] as { limit: number | null } | undefined
  if (!first || first.limit == null) return true
  claimLock(req, 'promo')
  const promo = (await read(true)).rows[0] as { limit: number | null; used: number } | undefined
  if (!promo || promo.limit == null) return true
  const held = await db.execute(sql`
    SELECT count(*)::int AS "n" FROM "bookings"
    WHERE "promo_code" = ${code} AND "status" = 'pending_payment'
      AND "hold_expires_at" > ${now.toISOString()} AND "id" <> ${bookingId ?? 0}`)
  const reserved = (held.rows[0] as { n: number }).n
  return promo.used + reserved < promo.limit
}

/**
 * Counts the use when the booking's payment is applied, in that transaction, only while the
 * code is under its limit (the UPDATE locks the row, so two confirmations count one after the
 * other). False when the code was used up meanwhile (a lapsed hold's reservation was taken).
 */
export async function countPromoUse(
  req: PayloadRequest,
  code: string | null | undefined,
): Promise<boolean> {
  if (!code) return true
  const db = await transactionDb(req)
  claimLock(req, 'promo')
  const { rows } = await db.execute(sql`
    UPDATE "promo_codes" SET "times_used" = COALESCE("times_used", 0) + 1
    WHERE "code" = ${code} AND ("usage_limit" IS NULL OR COALESCE("times_used", 0) < "usage_limit")
    RETURNING "id"`)
  if (rows.length) return true
  const exists = await db.execute(sql`SELECT 1 FROM "promo_codes" WHERE "code" = ${code}`)
  // A code staff deleted since is not "used up": the customer keeps the price they paid.
  return exists.rows.length === 0
}
