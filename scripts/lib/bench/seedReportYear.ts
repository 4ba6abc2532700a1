import pg from 'pg'

import { seedReportBookings } from '@booking/server'

/**
 * A year of bookings for the reports benchmark, in one transaction (seconds, not minutes):
 * booking's seedReportBookings (`count` bookings over the year, their receipts, credit notes and
 * add-ons), and 3 carts per booking.
 */
export async function seedReportYear(url: string, from: string, count: number) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('BEGIN')
    await seedReportBookings(client, from, count)
    await client.query(
      `INSERT INTO carts (session_id, step, created_at, updated_at, converted)
       SELECT 'bench-' || g, 1 + g % 6, $1::date + (g % 365) + time '12:00',
         $1::date + (g % 365) + time '12:00', g % 3 = 0
       FROM generate_series(1, $2::int * 3) g`,
      [from, count],
    )
    await client.query('COMMIT')
    await client.query('ANALYZE')
  } finally {
    await client.end()
  }
}

/** The plan of the worksheet's query, to see the period index at work. */
export async function explainPeriodSums(url: string, p: { from: string; to: string }) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query(
      `EXPLAIN (ANALYZE, COSTS OFF) SELECT kind, count(*), sum(amount_cents), sum(net_cents),
         sum(gst_cents), sum(rst_cents) FROM booking_documents
       WHERE issued_on BETWEEN $1 AND $2 AND kind IN ('receipt', 'credit_note') GROUP BY kind`,
      [p.from, p.to],
    )
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'))
  } finally {
    await client.end()
  }
}
