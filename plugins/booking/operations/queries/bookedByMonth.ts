import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { periodBookingsCte, type DateSpan } from './periodBookingsCte'
import { cents, sqlRows } from './sqlRows'

export type BookedMonth = { month: string; count: number; cents: number }

/** The bookings of the span (periodBookingsCte) by the month of their first receipt: count, total. */
export async function bookedByMonth(req: PayloadRequest, p: DateSpan): Promise<BookedMonth[]> {
  const rows = await sqlRows<Record<string, unknown>>(
    req,
    sql`${periodBookingsCte(p)} SELECT substr(pb.first_on, 1, 7) AS month,
        count(*)::int AS count, sum(b.total_cents) AS cents
      FROM pb JOIN bookings b ON b.id = pb.id GROUP BY 1`,
  )
  return rows.map((r) => ({
    month: String(r.month),
    count: Number(r.count),
    cents: cents(r.cents),
  }))
}
