import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { sqlRows } from './sqlRows'

/**
 * The package each of these bookings is for, by booking id: its name, or null when the booking
 * has none or the package was removed. Bookings that do not exist are absent. One query.
 */
export async function packageNamesOf(
  req: PayloadRequest,
  bookingIds: number[],
): Promise<Map<number, string | null>> {
  const ids = [...new Set(bookingIds)]
  if (!ids.length) return new Map()
  const rows = await sqlRows<{ id: number; name: string | null }>(
    req,
    sql`SELECT b.id, k.name FROM bookings b LEFT JOIN packages k ON k.id = b.package_id
      WHERE b.id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
  )
  return new Map(rows.map((r) => [Number(r.id), r.name ?? null]))
}
