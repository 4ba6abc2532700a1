import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { centsToDecimalString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { transactionDb } from '@server-kit'

import { toCustomerRow, type CustomerRow } from './customerRows'

import { CUSTOMERS_PER_PAGE } from '../contract'

/** A customer (by email) with their latest booking and money over all their bookings. */
export type CustomerListRow = CustomerRow & {
  bookingCount: number
  /** Over every booking of this customer, as CAD decimal strings. */
  totalPaid: string
  totalRefunded: string
  net: string
}

export type CustomerPage = {
  customers: CustomerListRow[]
  /** Customers matching the search (all of them without one). */
  totalCount: number
  /** Every customer, whatever the search. */
  allCount: number
  page: number
  pageCount: number
  query: string
  today: string
}

// LIKE wildcards in what staff type are literal.
const likeEscape = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * One page of customers, newest booking first, matching `query` on any of their bookings' name,
 * email or phone; with paid, refunded and net over all of a customer's bookings. One grouped query.
 */
export async function customerPage(
  req: PayloadRequest,
  {
    query = '',
    page = 1,
    perPage = CUSTOMERS_PER_PAGE,
  }: { query?: string; page?: number; perPage?: number },
): Promise<CustomerPage> {
  const q = query.trim().slice(0, 100)
  const like = `%${likeEscape(q)}%`
  const digits = q.replace(/\D/g, '')
  const phoneLike = digits.length >= 3 ? `%${digits}%` : null
  const offset = (Math.max(1, page) - 1) * perPage
  const phone = phoneLike
    ? sql` OR regexp_replace(phone, '[^0-9]', '', 'g') LIKE ${phoneLike}`
    : sql``
  const hit = q
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
    LIMIT ${perPage} OFFSET ${offset}`)
  const totalCount = Number(rows[0]?.total ?? 0)
  const allCount = q
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
  const customers = rows.flatMap((r): CustomerListRow[] => {
    const b = byId.get(Number(r.latest_id))
    if (!b) return []
    const paid = Number(r.paid)
    const refunded = Number(r.refunded)
    return [
      {
        ...toCustomerRow(b),
        bookingCount: Number(r.bookings),
        totalPaid: centsToDecimalString(paid),
        totalRefunded: centsToDecimalString(refunded),
        net: centsToDecimalString(paid - refunded),
      },
    ]
  })
  return {
    customers,
    totalCount,
    allCount,
    page: Math.max(1, page),
    pageCount: Math.max(1, Math.ceil(totalCount / perPage)),
    query: q,
    today: todayInZone(new Date(), BUSINESS_TIME_ZONE),
  }
}
