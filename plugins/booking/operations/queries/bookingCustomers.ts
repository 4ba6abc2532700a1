import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@server-kit'

import type { Booking } from '../../types'

/** A customer (their bookings' email, any case) as their bookings know them. */
export type BookingCustomer = {
  /** Their latest booking, with its package and booths as documents. */
  latest: Booking
  bookingCount: number
  /** Over every booking of theirs. */
  paidCents: number
  refundedCents: number
}

export type BookingCustomers = {
  customers: BookingCustomer[]
  /** Customers matching the search (all of them without one). */
  totalCount: number
  /** Every customer, whatever the search. */
  allCount: number
}

// LIKE wildcards in what staff type are literal.
const likeEscape = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * Customers newest booking first, matching `search` on any of their bookings' name, email or
 * phone (3 digits or more), with money over all their bookings: one grouped query for the page.
 */
export async function bookingCustomers(
  req: PayloadRequest,
  { search, limit, offset }: { search: string; limit: number; offset: number },
): Promise<BookingCustomers> {
  const like = `%${likeEscape(search)}%`
  const digits = search.replace(/\D/g, '')
  const phoneLike = digits.length >= 3 ? `%${digits}%` : null
  const phone = phoneLike
    ? sql` OR regexp_replace(phone, '[^0-9]', '', 'g') LIKE ${phoneLike}`
    : sql``
  const hit = search
    ? sql`bool_or(first_name || ' ' || last_name ILIKE ${like} OR email ILIKE ${like}${phone})`
    : sql`true`
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`
    WITH per AS (
      SELECT lower(trim(email)) AS key, count(*)::int AS bookings,
        coalesce(sum(amount_paid_cents), 0)::bigint AS paid,
        coalesce(sum(refunded_cents), 0)::bigint AS refunded,
        (array_agg(id ORDER BY created_at DESC, id DESC))[1] AS latest_id,
        max(created_at) AS latest_at, ${hit} AS hit
      FROM bookings GROUP BY 1
    )
    SELECT latest_id, bookings, paid, refunded, count(*) OVER ()::int AS total
    FROM per WHERE hit ORDER BY latest_at DESC, latest_id DESC
    LIMIT ${limit} OFFSET ${offset}`)
  const totalCount = Number(rows[0]?.total ?? 0)
  const allCount = search
    ? Number(
        (await db.execute(sql`SELECT count(DISTINCT lower(trim(email)))::int AS n FROM bookings`))
          .rows[0]?.n ?? 0,
      )
    : totalCount
  const ids = rows.map((r) => Number(r.latest_id))
  const { docs } = ids.length
    ? await req.payload.find({
        collection: 'bookings',
        where: { id: { in: ids } },
        pagination: false,
        depth: 1,
        req,
      })
    : { docs: [] }
  const byId = new Map(docs.map((b) => [b.id, b]))
  const customers = rows.flatMap((r): BookingCustomer[] => {
    const latest = byId.get(Number(r.latest_id))
    if (!latest) return []
    const paidCents = Number(r.paid)
    const refundedCents = Number(r.refunded)
    return [{ latest, bookingCount: Number(r.bookings), paidCents, refundedCents }]
  })
  return { customers, totalCount, allCount }
}
