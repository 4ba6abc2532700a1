import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@server-kit'

/** Who a booking names: what an erasure looks for in the person's other records. */
export type BookingHolder = {
  id: number
  firstName: string | null
  lastName: string | null
  phone: string | null
  address: string | null
}

/**
 * Locks the bookings made with this address (lower-cased, compared with each booking's address
 * in any case) until the request's transaction ends, ids ascending (the lock order every money
 * change uses), so a charge or a payment on them finishes first or finds them changed.
 */
export async function lockBookingsOfEmail(
  req: PayloadRequest,
  email: string,
): Promise<BookingHolder[]> {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`SELECT id, first_name, last_name, phone, address
    FROM bookings WHERE lower(email) = ${email} ORDER BY id FOR UPDATE`)
  const text = (v: unknown) => (v == null ? null : String(v))
  return rows.map((r) => ({
    id: Number(r.id),
    firstName: text(r.first_name),
    lastName: text(r.last_name),
    phone: text(r.phone),
    address: text(r.address),
  }))
}
