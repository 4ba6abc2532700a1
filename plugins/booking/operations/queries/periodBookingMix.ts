import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { periodBookingsCte, type DateSpan } from './periodBookingsCte'
import { sqlRows } from './sqlRows'

export type MixCount = { label: string; count: number }
export type BookingMixCounts = {
  /** The bookings the period counts (periodBookingsCte). */
  bookings: number
  packages: MixCount[]
  /** Bookings with each add-on (not quantities). */
  addOns: MixCount[]
  referrals: MixCount[]
  /** ISO weekday of the event (1 = Monday) and its bookings; weekdays without any are absent. */
  weekdays: { dow: number; count: number }[]
}

type Row = Record<string, unknown>
const counts = (rows: Row[]): MixCount[] =>
  rows.map((r) => ({ label: String(r.label), count: Number(r.count) }))

/** The period's bookings by package, add-on, referral source and event weekday, most first. */
export async function periodBookingMix(
  req: PayloadRequest,
  p: DateSpan,
): Promise<BookingMixCounts> {
  const pb = periodBookingsCte(p)
  const [total, packages, addOns, referrals, weekdays] = await Promise.all([
    sqlRows<Row>(req, sql`${pb} SELECT count(*)::int AS count FROM pb`),
    sqlRows<Row>(
      req,
      sql`${pb} SELECT coalesce(k.name, 'Package removed') AS label, count(*)::int AS count
        FROM pb JOIN bookings b ON b.id = pb.id LEFT JOIN packages k ON k.id = b.package_id
        GROUP BY 1 ORDER BY 2 DESC, 1`,
    ),
    sqlRows<Row>(
      req,
      sql`${pb} SELECT a.name AS label, count(DISTINCT a._parent_id)::int AS count
        FROM pb JOIN bookings_add_ons a ON a._parent_id = pb.id
        WHERE a.name IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1`,
    ),
    sqlRows<Row>(
      req,
      sql`${pb} SELECT coalesce(nullif(trim(b.referral_source), ''), 'Not given') AS label,
          count(*)::int AS count
        FROM pb JOIN bookings b ON b.id = pb.id GROUP BY 1 ORDER BY 2 DESC, 1`,
    ),
    sqlRows<Row>(
      req,
      sql`${pb} SELECT extract(isodow FROM b.event_date::date)::int AS dow, count(*)::int AS count
        FROM pb JOIN bookings b ON b.id = pb.id GROUP BY 1`,
    ),
  ])
  return {
    bookings: Number(total[0]?.count ?? 0),
    packages: counts(packages),
    addOns: counts(addOns),
    referrals: counts(referrals),
    weekdays: weekdays.map((r) => ({ dow: Number(r.dow), count: Number(r.count) })),
  }
}
