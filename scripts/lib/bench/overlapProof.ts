import pg from 'pg'

import { overlapProof as proveOverlaps, type OverlapProof } from '@booking/server'

export type { OverlapProof }

/**
 * What the database holds for events on [fromDate, toDate]: overlapping live reservations of
 * one booth (must be 0 whatever the app did), and bookings left without a reservation.
 */
export async function overlapProof(
  databaseUrl: string,
  fromDate: string,
  toDate: string,
): Promise<OverlapProof> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return await proveOverlaps(client, fromDate, toDate)
  } finally {
    await client.end()
  }
}
