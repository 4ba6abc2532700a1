import type { SqlClient } from '../queries/sqlRows'

/**
 * For the reports and backup benchmarks only: a year of bookings written in SQL (seconds, not
 * minutes), in the caller's open transaction: `count` bookings with events spread over the
 * year, a receipt each (a third pay a deposit, then the balance), one in twenty cancelled with a
 * credit note, add-ons on two in five. Taxes split as the receipts do (net = amount / 1.12, GST
 * 5% of net, RST the rest). Never called by the app.
 */
export async function seedReportBookings(db: SqlClient, from: string, count: number) {
  await db.query(
    `INSERT INTO bookings (reference, status, first_name, last_name, email, phone, address,
       package_id, event_date, event_time, total_cents, referral_source, balance_due_date,
       payment_type)
     SELECT 'BENCH-' || g, CASE WHEN g % 20 = 0 THEN 'cancelled' ELSE 'confirmed' END::enum_bookings_status,
       'Bench', 'Customer ' || g, 'bench' || g || '@example.com', '2045550100', '1 Main St, Winnipeg',
       (SELECT id FROM packages ORDER BY id LIMIT 1 OFFSET g % 4),
       to_char($1::date + (g % 365) + 20, 'YYYY-MM-DD'), '18:00', 29900 + (g % 5) * 5000,
       (ARRAY['Instagram', 'Google', 'A friend', 'Wedding show', ''])[1 + g % 5],
       to_char($1::date + (g % 365) + 19, 'YYYY-MM-DD'),
       CASE WHEN g % 3 = 0 THEN 'deposit' ELSE 'full' END::enum_bookings_payment_type
     FROM generate_series(1, $2::int) g`,
    [from, count],
  )
  await db.query(
    `INSERT INTO bookings_add_ons (_order, _parent_id, id, name, quantity, amount_cents)
     SELECT 1, b.id, 'bench-' || b.id, (ARRAY['Extra Time', 'Guest Book', 'Custom Backdrop'])[1 + b.id % 3], 1, 6900
     FROM bookings b WHERE b.reference LIKE 'BENCH-%' AND b.id % 5 < 2`,
  )
  // Receipts: the deposit (25%) or the whole price on the day booked, the balance 20 days later.
  await db.query(
    `WITH b AS (
       SELECT id, total_cents::int AS total, payment_type, status,
         (substr(reference, 7))::int AS g FROM bookings WHERE reference LIKE 'BENCH-%'
     ), money AS (
       SELECT id, 'receipt' AS kind, g, 0 AS k, $1::date + (g % 345) AS day,
         CASE WHEN payment_type = 'deposit' THEN round(total * 0.25)::int ELSE total END AS amount
       FROM b
       UNION ALL
       SELECT id, 'receipt', g, 1, $1::date + (g % 345) + 20, total - round(total * 0.25)::int
       FROM b WHERE payment_type = 'deposit' AND status = 'confirmed'
       UNION ALL
       SELECT id, 'credit_note', g, 2, $1::date + (g % 345) + 10,
         CASE WHEN payment_type = 'deposit' THEN round(total * 0.25)::int ELSE total END
       FROM b WHERE status = 'cancelled'
     ), split AS (
       SELECT *, round(amount / 1.12)::int AS net FROM money
     )
     INSERT INTO booking_documents (number, kind, issued_at, issued_on, year, sequence, booking_id,
       description, billed_to, billed_email, method, amount_cents, net_cents, gst_cents, rst_cents,
       gst_percent, rst_percent, source_key)
     SELECT CASE WHEN kind = 'receipt' THEN 'R' ELSE 'C' END || '-B-' || lpad((g * 3 + k)::text, 6, '0'),
       kind::enum_booking_documents_kind, day + time '18:00', to_char(day, 'YYYY-MM-DD'),
       extract(year FROM day), g * 3 + k, id, 'Bench', 'Bench Customer ' || g,
       'bench' || g || '@example.com', 'Card', amount, net, round(net * 0.05)::int,
       amount - net - round(net * 0.05)::int, 5, 7, 'bench:' || g || ':' || k
     FROM split`,
    [from],
  )
}
