import type { SqlClient } from './sqlRows'

export type OverlapProof = {
  overlaps: number
  reservations: number
  bookings: number
  bookingsWithoutReservation: number
}

/**
 * What the database holds for events on [fromDate, toDate]: overlapping live reservations of
 * one booth (must be 0 whatever the app did), and bookings left without a reservation. One
 * query, on a client the caller connected (the benchmarks and the cluster test).
 */
export async function overlapProof(
  db: SqlClient,
  fromDate: string,
  toDate: string,
): Promise<OverlapProof> {
  const live = `status IN ('held', 'confirmed')`
  const { rows } = await db.query(
    `SELECT
      (SELECT count(*) FROM booth_reservations a JOIN booth_reservations b
         ON a.id < b.id AND a.booth = b.booth AND a.${live} AND b.${live}
        AND tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)'))::int AS overlaps,
      (SELECT count(*) FROM booth_reservations r JOIN bookings k ON k.id = r.booking_id
        WHERE r.${live} AND k.event_date BETWEEN $1 AND $2)::int AS reservations,
      (SELECT count(*) FROM bookings k WHERE k.event_date BETWEEN $1 AND $2)::int AS bookings,
      (SELECT count(*) FROM bookings k WHERE k.event_date BETWEEN $1 AND $2
        AND NOT EXISTS (SELECT 1 FROM booth_reservations r WHERE r.booking_id = k.id))::int
        AS "bookingsWithoutReservation"`,
    [fromDate, toDate],
  )
  return rows[0] as OverlapProof
}
