import type { SqlClient } from './sqlRows'
import { TIP_RECEIPT } from './tipReceipt'

/** One broken rule: its name and the rows (booking ids, document kinds) that break it. */
export type Violation = { rule: string; rows: unknown[] }

const LIVE = `('held', 'confirmed')`
const scoped = (alias: string) => `($1::int[] IS NULL OR ${alias}.id = ANY($1::int[]))`

// A tip is its own money (issue 35): never part of what the booking owes or has paid.
const TIP = TIP_RECEIPT()

// Each rule is a query returning the rows that break it (none when the books hold).
const RULES: Record<string, string> = {
  'payment rows - refunds = net paid': `
    SELECT b.id, COALESCE(sum(p.received_cents - COALESCE(p.refunded_cents, 0)), 0) AS payments,
      COALESCE(b.amount_paid_cents, 0) - COALESCE(b.refunded_cents, 0) AS booking
    FROM bookings b LEFT JOIN payments p ON p.booking_id = b.id AND p.purpose <> 'tip'
    WHERE ${scoped('b')}
    GROUP BY b.id HAVING COALESCE(sum(p.received_cents - COALESCE(p.refunded_cents, 0)), 0)
      <> COALESCE(b.amount_paid_cents, 0) - COALESCE(b.refunded_cents, 0)`,
  'receipts - credit notes = net paid': `
    SELECT b.id, d.receipts, d.credits FROM bookings b
    JOIN LATERAL (SELECT
      COALESCE(sum(amount_cents) FILTER (WHERE kind = 'receipt'), 0) AS receipts,
      COALESCE(sum(amount_cents) FILTER (WHERE kind = 'credit_note'), 0) AS credits
      FROM booking_documents WHERE booking_id = b.id AND NOT ${TIP}) d ON true
    WHERE ${scoped('b')} AND d.receipts - d.credits
      <> COALESCE(b.amount_paid_cents, 0) - COALESCE(b.refunded_cents, 0)`,
  'receipts = money received': `
    SELECT b.id FROM bookings b WHERE ${scoped('b')}
      AND (SELECT COALESCE(sum(amount_cents), 0) FROM booking_documents
           WHERE booking_id = b.id AND kind = 'receipt')
      <> (SELECT COALESCE(sum(received_cents), 0) FROM payments WHERE booking_id = b.id)`,
  'tip receipts = tips received': `
    SELECT b.id FROM bookings b WHERE ${scoped('b')}
      AND (SELECT COALESCE(sum(amount_cents), 0) FROM booking_documents
           WHERE booking_id = b.id AND kind = 'receipt' AND ${TIP})
      <> (SELECT COALESCE(sum(received_cents), 0) FROM payments
           WHERE booking_id = b.id AND purpose = 'tip')`,
  'confirmed: remaining = total - net paid >= 0': `
    SELECT b.id, b.total_cents, b.remaining_balance_cents FROM bookings b
    WHERE ${scoped('b')} AND b.status = 'confirmed' AND (COALESCE(b.remaining_balance_cents, 0)
      <> b.total_cents - (COALESCE(b.amount_paid_cents, 0) - COALESCE(b.refunded_cents, 0))
      OR COALESCE(b.remaining_balance_cents, 0) < 0)`,
  'refunded <= paid': `
    SELECT b.id FROM bookings b WHERE ${scoped('b')}
      AND COALESCE(b.refunded_cents, 0) > COALESCE(b.amount_paid_cents, 0)`,
  'cancelled, refunded or expired hold no live reservation': `
    SELECT DISTINCT b.id, b.status FROM bookings b JOIN booth_reservations r ON r.booking_id = b.id
    WHERE ${scoped('b')} AND b.status IN ('cancelled', 'refunded', 'expired')
      AND r.status IN ${LIVE}`,
  'booths field = live reservations': `
    SELECT b.id FROM bookings b WHERE ${scoped('b')}
      AND b.status IN ('confirmed', 'pending_payment')
      AND (SELECT COALESCE(array_agg(value::text ORDER BY value::text), '{}') FROM bookings_booths
           WHERE parent_id = b.id)
      <> (SELECT COALESCE(array_agg(booth::text ORDER BY booth::text), '{}') FROM booth_reservations
           WHERE booking_id = b.id AND status IN ${LIVE})
      AND EXISTS (SELECT 1 FROM booth_reservations WHERE booking_id = b.id AND status IN ${LIVE})`,
  'timeline >= package duration + extra time': `
    SELECT b.id FROM bookings b WHERE ${scoped('b')} AND b.snapshot IS NOT NULL
      AND b.timeline_end IS NOT NULL AND extract(epoch FROM b.timeline_end - b.timeline_start) / 60
        < GREATEST((b.snapshot->'timeline'->>'eventMinutes')::numeric,
                   (b.snapshot->'package'->>'durationMinutes')::numeric)`,
  'reservation covers the timeline': `
    SELECT DISTINCT b.id FROM bookings b JOIN booth_reservations r ON r.booking_id = b.id
    WHERE ${scoped('b')} AND r.status IN ${LIVE}
      AND (r.starts_at > COALESCE(b.timeline_setup_start, b.timeline_start)
        OR r.ends_at < b.timeline_end)`,
  'packagePriceCents = the package price booked': `
    SELECT b.id, b.package_price_cents, b.snapshot->'package'->>'priceCents' AS snapshot
    FROM bookings b WHERE ${scoped('b')} AND b.snapshot IS NOT NULL
      AND (b.package_price_cents <> (b.snapshot->'package'->>'priceCents')::numeric
        OR b.package_id <> (b.snapshot->'package'->>'id')::int)`,
  'document numbers gap-free': `
    SELECT kind, year, count(*) AS n, max(sequence) AS last, count(DISTINCT sequence) AS distinct
    FROM booking_documents WHERE $1::int[] IS NULL OR $1::int[] IS NOT NULL
    GROUP BY kind, year HAVING count(*) <> max(sequence) OR count(DISTINCT sequence) <> count(*)`,
  // Issue 48: a booking's price is its lines, whatever changed it (a re-price never drops one).
  'total = the sum of the lines': `
    SELECT b.id, b.total_cents, l.sum FROM bookings b
    JOIN LATERAL (SELECT sum((x->>'amountCents')::bigint) AS sum
      FROM jsonb_array_elements(b.snapshot->'lines') x) l ON true
    WHERE ${scoped('b')} AND jsonb_typeof(b.snapshot->'lines') = 'array'
      AND b.status IN ('pending_payment', 'confirmed') AND l.sum <> b.total_cents`,
  // A tip goes back only as a tip, whole (a cancelled event's, or staff's at the gateway): never
  // a share of a booking's refund.
  'tips untouched by booking refunds': `
    SELECT p.booking_id, p.received_cents, p.refunded_cents FROM payments p
    JOIN bookings b ON b.id = p.booking_id
    WHERE ${scoped('b')} AND p.purpose = 'tip'
      AND COALESCE(p.refunded_cents, 0) NOT IN (0, p.received_cents)`,
  // A monthly plan's parts add up to the total, on distinct dates in order (paid parts included).
  'plan parts = total, distinct dates in order': `
    SELECT b.id, b.total_cents, p.sum, p.dates FROM bookings b
    JOIN LATERAL (SELECT sum((x->>'amountCents')::bigint) AS sum,
        array_agg(x->>'dueDate' ORDER BY n) AS dates,
        count(DISTINCT x->>'dueDate') AS distinct_dates, count(*) AS parts
      FROM jsonb_array_elements(b.payment_plan->'instalments') WITH ORDINALITY AS t(x, n)) p ON true
    WHERE ${scoped('b')} AND b.status = 'confirmed' AND b.payment_plan->>'kind' = 'plan'
      AND (p.sum <> b.total_cents OR p.distinct_dates <> p.parts
        OR p.dates <> (SELECT array_agg(d ORDER BY d) FROM unnest(p.dates) d))`,
  'no overlapping live reservations': `
    SELECT a.booking_id AS a, b.booking_id AS b, a.booth FROM booth_reservations a
    JOIN booth_reservations b ON a.id < b.id AND a.booth = b.booth
      AND a.status IN ${LIVE} AND b.status IN ${LIVE}
      AND tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
    WHERE $1::int[] IS NULL OR a.booking_id = ANY($1::int[]) OR b.booking_id = ANY($1::int[])`,
}

/** The invariants' names, in the order they are checked. */
export const BOOKING_INVARIANT_RULES = Object.keys(RULES)

/**
 * The SQL invariants of the money and the booths over every booking (or only `bookingIds`):
 * an empty list when the payments, the booking, its documents and its reservations agree.
 */
export async function bookingInvariants(
  db: SqlClient,
  bookingIds?: number[],
): Promise<Violation[]> {
  const found: Violation[] = []
  for (const [rule, query] of Object.entries(RULES)) {
    const { rows } = await db.query(query, [bookingIds ?? null])
    if (rows.length) found.push({ rule, rows })
  }
  return found
}

/** How many bookings the database holds, whatever their status. */
export async function bookingRowCount(db: SqlClient): Promise<number> {
  return Number((await db.query('SELECT count(*) AS n FROM bookings')).rows[0].n)
}
