import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { type HeldSpan, isPendingPayment } from '../../core'
import { transactionDb } from '@server-kit'

/** A real visitor needs one hold; a handful covers a couple planning two events. */
export const MAX_ACTIVE_HOLDS_PER_CLIENT = 5

export type ClientHolds = {
  /** Unpaid holds that still block a booth. */
  count: number
  firstExpiresAt: Date | null
  /** What counts against the booth-hour allowance: live holds, and unpaid holds released or
   * cancelled before their hold period ran out (a cancel does not give the allowance back). */
  counted: HeldSpan[]
  /** When the first counted hold's period ends (the allowance grows back then). */
  firstCountedEndsAt: Date | null
}

/**
 * This client's holds, in one aggregate query on the booking hot path. Takes a per-client
 * transaction lock first, so two bookings from one client on different days (different day
 * locks) are still counted one after the other, on every app server.
 */
export async function activeHolds({
  req,
  clientKey,
  now,
}: {
  req: PayloadRequest
  clientKey: string
  now: Date
}): Promise<ClientHolds> {
  const db = await transactionDb(req)
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`holds:${clientKey}`}))`)
  const { rows } = await db.execute(sql`
    SELECT b."status", b."hold_expires_at" AS "expires",
      count(DISTINCT r."booth")::int AS "booths",
      COALESCE(max(EXTRACT(EPOCH FROM r."ends_at" - r."starts_at")) / 3600, 0)::float AS "hours"
    FROM "bookings" b
    LEFT JOIN "booth_reservations" r ON r."booking_id" = b."id"
    WHERE b."client_key" = ${clientKey} AND b."status" IN ('pending_payment', 'cancelled')
      AND COALESCE(b."amount_paid_cents", 0) = 0
      AND b."hold_expires_at" > ${now.toISOString()}
    GROUP BY b."id"
    ORDER BY b."hold_expires_at"`)
  const holds = rows as { status: string; expires: Date | string; booths: number; hours: number }[]
  const live = holds.filter((h) => isPendingPayment(h.status))
  return {
    count: live.length,
    firstExpiresAt: live[0] ? new Date(live[0].expires) : null,
    counted: holds.map((h) => ({ booths: h.booths, hours: h.hours })),
    firstCountedEndsAt: holds[0] ? new Date(holds[0].expires) : null,
  }
}
