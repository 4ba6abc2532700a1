import type { PayloadRequest } from 'payload'

import { sql } from '@payloadcms/db-postgres'
import { transactionDb } from '@server-kit'

import { BOOKING_STATUS, type Interval } from '../../core'
import { releaseReservations } from './releaseReservations'

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
  // One indexed query takes the lapsed holds no other transaction is working on: a booking being
  // paid or cancelled holds its row lock and is skipped (it settles its own hold), so two
  // transactions never wait on each other's rows here. Payload's bulk update would only record
  // such a deadlock per document and leave the transaction aborted.
  const scope = around
    ? sql`AND r."starts_at" < ${around.end.toISOString()} AND r."ends_at" > ${around.start.toISOString()}`
    : sql``
  const { rows } = await (
    await transactionDb(req)
  ).execute(sql`
    SELECT r."id" FROM "booth_reservations" r JOIN "bookings" b ON b."id" = r."booking_id"
    WHERE r."status" = 'held' AND r."hold_expires_at" <= ${now.toISOString()} ${scope}
    FOR UPDATE OF r, b SKIP LOCKED`)
  if (!rows.length) return 0
  const { docs } = await releaseReservations({
    req,
    reservations: rows.map((r) => Number(r.id)),
    internal: true,
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
          { status: { equals: BOOKING_STATUS.pendingPayment } },
          { holdExpiresAt: { less_than_equal: now.toISOString() } },
        ],
      },
      data: { status: BOOKING_STATUS.expired },
      depth: 0,
      req,
    })
  }
  return docs.length
}
