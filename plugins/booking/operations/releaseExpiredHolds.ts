import type { PayloadRequest, Where } from 'payload'

import { sql } from '@payloadcms/db-postgres'
import { transactionDb } from '@server-kit'

import type { Interval } from '../core'

/**
 * Frees booth holds whose time ran out and marks their unpaid bookings expired. Runs inside the
 * caller's transaction before an availability check, scoped to the interval being checked
 * (`around`) so a booking touches only the rows it competes with; the job sweeps everything.
 */
export async function releaseExpiredHolds({
  req,
  now,
  around,
}: {
  req: PayloadRequest
  now: Date
  around?: Interval
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
      ...(around
        ? [
            { startsAt: { less_than: around.end.toISOString() } },
            { endsAt: { greater_than: around.start.toISOString() } },
          ]
        : []),
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
    const bookingIds = [
      ...new Set(docs.map((r) => (typeof r.booking === 'object' ? r.booking.id : r.booking))),
    ]
    await req.payload.update({
      collection: 'bookings',
      where: {
        and: [
          { id: { in: bookingIds } },
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
