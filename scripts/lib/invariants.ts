import pg from 'pg'

import {
  BOOKING_INVARIANT_RULES,
  bookingInvariants,
  bookingRowCount,
  type SqlClient,
  type Violation,
} from '@booking/server'

export type { Violation }

// The rules are booking's (its tables, its money): this only connects to the database given.
export const INVARIANT_RULES = BOOKING_INVARIANT_RULES

async function withClient<T>(databaseUrl: string, work: (db: SqlClient) => Promise<T>) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/**
 * The SQL invariants of the money and the booths over every booking (or only `bookingIds`):
 * an empty list when the payments, the booking, its documents and its reservations agree.
 */
export const checkInvariants = (databaseUrl: string, bookingIds?: number[]) =>
  withClient(databaseUrl, (db) => bookingInvariants(db, bookingIds))

/** How many bookings the database holds, for the report line. */
export const countBookings = (databaseUrl: string) => withClient(databaseUrl, bookingRowCount)
