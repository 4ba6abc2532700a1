import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, zonedWallToInstant } from '@kernel/time'

import type { Period } from '../core/period'
import { reportRows } from './reportSql'

// The wizard's payment step (src/components/wizard/steps.ts): a cart there has a price and a slot.
const PAYMENT_STEP = 5

/** Carts started in the period, those of them that reached payment, and those of them that became
 * a booking: each step a subset of the one before (bookings made by staff or from a quote have no
 * cart, so the period's booking count is not a step; the chart's summary gives it apart). */
export async function funnel(req: PayloadRequest, p: Period) {
  // Winnipeg midnights as instants, from the project's zone data (not the database's).
  const start = zonedWallToInstant(p.from, '00:00', BUSINESS_TIME_ZONE).toISOString()
  const end = zonedWallToInstant(addDaysToDateString(p.to, 1), '00:00', BUSINESS_TIME_ZONE)
  const [row] = await reportRows<Record<string, unknown>>(
    req,
    sql`SELECT count(*)::int AS started,
          count(*) FILTER (WHERE step >= ${PAYMENT_STEP} OR converted)::int AS payment,
          count(*) FILTER (WHERE converted)::int AS booked
        FROM carts WHERE created_at >= ${start} AND created_at < ${end.toISOString()}`,
  )
  return [
    { label: 'Carts started', count: Number(row?.started ?? 0) },
    { label: 'Carts reaching payment', count: Number(row?.payment ?? 0) },
    { label: 'Carts that became a booking', count: Number(row?.booked ?? 0) },
  ]
}
