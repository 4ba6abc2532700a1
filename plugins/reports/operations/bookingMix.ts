import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { bookedByMonth, periodBookingMix } from '@booking/server'

import type { Period } from '../core/period'
import { cents, notTip, reportRows } from './reportSql'

export type CountRow = { label: string; count: number }
export type AttachRow = { label: string; count: number; percent: number }

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
type Row = Record<string, unknown>

/**
 * Packages, add-on attach rates, referral sources and event weekdays of the period's bookings
 * (those whose first receipt was issued in it: booking's periodBookingMix).
 */
export async function bookingMix(req: PayloadRequest, p: Period) {
  const mix = await periodBookingMix(req, p)
  const { bookings } = mix
  const byDay = new Map(mix.weekdays.map((r) => [r.dow, r.count]))
  return {
    bookings,
    packages: mix.packages,
    addOns: mix.addOns.map((r): AttachRow => ({
      ...r,
      percent: bookings ? Math.round((r.count / bookings) * 1000) / 10 : 0,
    })),
    referrals: mix.referrals,
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
    bookedByMonth(req, p),
  ])
  const c = new Map(collected.map((r) => [String(r.month), cents(r.cents)]))
  const b = new Map(booked.map((r) => [r.month, r]))
  return months.map((month) => {
    const count = b.get(month)?.count ?? 0
    const bookedCents = b.get(month)?.cents ?? 0
    return {
      month,
      collectedCents: c.get(month) ?? 0,
      bookedCents,
      bookings: count,
      averageOrderCents: count ? Math.round(bookedCents / count) : 0,
    }
  })
}
