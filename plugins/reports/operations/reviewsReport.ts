import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone, zonedWallToInstant } from '@kernel/time'
import { ratingSummary, type RatingSummary } from '@reviews/contract'
import { packageNamesOf } from '@booking/server'

import type { Period } from '../core/period'
import { reportRows } from './reportSql'

type Rated = { label: string; rating: number }
export type RatedGroup = { label: string } & RatingSummary

/** Each label's average and count, best first (then the most reviewed, then by name). */
function byLabel(rows: Rated[]): RatedGroup[] {
  const groups = new Map<string, number[]>()
  for (const r of rows) groups.set(r.label, [...(groups.get(r.label) ?? []), Number(r.rating)])
  return [...groups]
    .map(([label, ratings]) => ({ label, ...ratingSummary(ratings)! }))
    .sort((a, b) => b.average - a.average || b.count - a.count || a.label.localeCompare(b.label))
}

/** Each review of a booking with its booking's package ('No package' when it has none). */
async function reviewedPackages(
  req: PayloadRequest,
  reviews: { rating: number; booking: number | null }[],
): Promise<Rated[]> {
  const booked = reviews.filter((r) => r.booking != null)
  const names = await packageNamesOf(
    req,
    booked.map((r) => Number(r.booking)),
  )
  return booked
    .filter((r) => names.has(Number(r.booking)))
    .map((r) => ({ label: names.get(Number(r.booking)) ?? 'No package', rating: r.rating }))
}

/**
 * The reviews of a period: requests sent in it and how many were opened (the review link) and
 * answered; the reviews sent in it by month (Winnipeg), by package and by attendant (the accepted
 * crew of the event), each an average to one decimal with its count. Every review counts,
 * published or not: this is about the work, not the website.
 */
export async function reviewsReport(req: PayloadRequest, p: Period) {
  const start = zonedWallToInstant(p.from, '00:00', BUSINESS_TIME_ZONE).toISOString()
  const end = zonedWallToInstant(addDaysToDateString(p.to, 1), '00:00', BUSINESS_TIME_ZONE)
  const inPeriod = sql`r.submitted_at >= ${start} AND r.submitted_at < ${end.toISOString()}`
  const [[asked], monthly, attendants] = await Promise.all([
    reportRows<Record<string, unknown>>(
      req,
      sql`SELECT count(*)::int AS sent, count(q.link_opened_at)::int AS opened,
          count(r.id)::int AS reviewed
        FROM review_requests q LEFT JOIN reviews r ON r.booking_id = q.booking_id
        WHERE q.sent_at >= ${start} AND q.sent_at < ${end.toISOString()}`,
    ),
    reportRows<{ at: Date | string; rating: number; booking: number | null }>(
      req,
      sql`SELECT r.submitted_at AS at, r.rating, r.booking_id AS booking FROM reviews r
        WHERE ${inPeriod}`,
    ),
    reportRows<Rated>(
      req,
      sql`SELECT coalesce(nullif(u.name, ''), u.email) AS label, r.rating FROM reviews r
        JOIN crew_assignments a ON a.booking_id = r.booking_id AND a.status = 'accepted'
        JOIN users u ON u.id = a.attendant_id
        WHERE ${inPeriod}`,
    ),
  ])
  const packages = await reviewedPackages(req, monthly)
  const months = byLabel(
    monthly.map((m) => ({
      label: todayInZone(new Date(m.at), BUSINESS_TIME_ZONE).slice(0, 7),
      rating: m.rating,
    })),
  ).sort((a, b) => a.label.localeCompare(b.label))
  return {
    requests: [
      { label: 'Review requests sent', count: Number(asked?.sent ?? 0) },
      { label: 'Review links opened', count: Number(asked?.opened ?? 0) },
      { label: 'Reviews written', count: Number(asked?.reviewed ?? 0) },
    ],
    overall: ratingSummary(monthly.map((m) => Number(m.rating))),
    months,
    packages: byLabel(packages),
    attendants: byLabel(attendants),
  }
}
