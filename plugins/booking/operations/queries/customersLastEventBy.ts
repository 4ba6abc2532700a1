import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@server-kit'

/**
 * The addresses (lower-cased) whose latest event, over all their bookings, fell in `year` or
 * before, in the request's transaction: the customers a retention rule is due for. Bookings with
 * the address `except` (already erased) are left out.
 */
export async function customersLastEventBy(
  req: PayloadRequest,
  { year, except }: { year: number; except: string },
): Promise<string[]> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`SELECT lower(email) AS email FROM bookings
    WHERE email <> ${except} GROUP BY lower(email)
    HAVING max(substr(event_date, 1, 4)::int) <= ${year}`)
  return rows.map((r) => String(r.email))
}
