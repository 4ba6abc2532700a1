import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import type { Period } from '../core/period'
import { periodBookingsCte } from './periodBookings'
import { cents, notTip, reportRows } from './reportSql'

export type CountRow = { label: string; count: number }
export type AttachRow = { label: string; count: number; percent: number }

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
type Row = Record<string, unknown>
const counts = (rows: Row[]): CountRow[] =>
  rows.map((r) => ({ label: String(r.label), count: Number(r.count) }))

/** Packages, add-on attach rates, referral sources and event weekdays of the period's bookings. */
export async function bookingMix(req: PayloadRequest, p: Period) {
  const pb = periodBookingsCte(p)
  const [total, packages, addOns, referrals, weekdays] = await Promise.all([
    reportRows<Row>(req, sql`${pb} SELECT count(*)::int AS count FROM pb`),
    reportRows<Row>(
      req,
      sql`${pb} SELECT coalesce(k.name, 'Package removed') AS label, count(*)::int AS count
        FROM pb JOIN bookings b ON b.id = pb.id LEFT JOIN packages k ON k.id = b.package_id
        GROUP BY 1 ORDER BY 2 DESC, 1`,
    ),
    reportRows<Row>(
      req,
      sql`${pb} SELECT a.name AS label, count(DISTINCT a._parent_id)::int AS count
        FROM pb JOIN bookings_add_ons a ON a._parent_id = pb.id
        WHERE a.name IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1`,
    ),
    reportRows<Row>(
      req,
      sql`${pb} SELECT coalesce(nullif(trim(b.referral_source), ''), 'Not given') AS label,
          count(*)::int AS count
        FROM pb JOIN bookings b ON b.id = pb.id GROUP BY 1 ORDER BY 2 DESC, 1`,
    ),
    reportRows<Row>(
      req,
      sql`${pb} SELECT extract(isodow FROM b.event_date::date)::int AS dow, count(*)::int AS count
        FROM pb JOIN bookings b ON b.id = pb.id GROUP BY 1`,
    ),
  ])
  const bookings = Number(total[0]?.count ?? 0)
  const byDay = new Map(weekdays.map((r) => [Number(r.dow), Number(r.count)]))
  return {
    bookings,
    packages: counts(packages),
    addOns: counts(addOns).map((r): AttachRow => ({
      ...r,
      percent: bookings ? Math.round((r.count / bookings) * 1000) / 10 : 0,
    })),
    referrals: counts(referrals),
    weekdays: WEEKDAYS.map((label, i) => ({ label, count: byDay.get(i + 1) ?? 0 })),
  }
}

/** Money collected (receipts less credit notes) and booked (bookings by first receipt) per month. */
export async function revenueByMonth(req: PayloadRequest, months: string[]) {
  const p = { from: `${months[0]}-01`, to: `${months.at(-1)}-31` }
  const [collected, booked] = await Promise.all([
    reportRows<Row>(
      req,
      sql`SELECT substr(issued_on, 1, 7) AS month,
          sum(CASE WHEN kind = 'receipt' THEN amount_cents ELSE -amount_cents END) AS cents
        FROM booking_documents
        WHERE issued_on BETWEEN ${p.from} AND ${p.to} AND kind IN ('receipt', 'credit_note')
          AND ${notTip()}
        GROUP BY 1`,
    ),
    reportRows<Row>(
      req,
      sql`${periodBookingsCte(p)} SELECT substr(pb.first_on, 1, 7) AS month,
          count(*)::int AS count, sum(b.total_cents) AS cents
        FROM pb JOIN bookings b ON b.id = pb.id GROUP BY 1`,
    ),
  ])
  const c = new Map(collected.map((r) => [String(r.month), cents(r.cents)]))
  const b = new Map(booked.map((r) => [String(r.month), r]))
  return months.map((month) => {
    const count = Number(b.get(month)?.count ?? 0)
    const bookedCents = cents(b.get(month)?.cents)
    return {
      month,
      collectedCents: c.get(month) ?? 0,
      bookedCents,
      bookings: count,
      averageOrderCents: count ? Math.round(bookedCents / count) : 0,
    }
  })
}
