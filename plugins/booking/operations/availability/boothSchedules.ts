import type { PayloadRequest } from 'payload'

import { sql } from '@payloadcms/db-postgres'

import type { BoothSchedule, Interval } from '../../core'
import { transactionDb, poolOf } from '@server-kit'
import { CATALOG_VERSION_TABLE } from '../catalog/catalogCache'

export const BOOTH_IDS = ['booth1', 'booth2'] as const

/**
 * Held and confirmed occupancy of each booth that touches `around`: one SQL query (served by
 * the exclusion constraint's GiST index), in the caller's transaction when it has one. With
 * `now`, holds that ran out by then count as free even before the release job marks them.
 */
export async function boothSchedules({
  req,
  around,
  now,
}: {
  req: PayloadRequest
  around: Interval
  now?: Date
}): Promise<BoothSchedule[]> {
  const rows = req.transactionID
    ? await inTransaction(req, around, now)
    : await fromPool(req, around, now)
  return toSchedules(rows)
}

type Row = Record<string, unknown>

const toSchedules = (rows: Row[]): BoothSchedule[] =>
  BOOTH_IDS.map((booth) => ({
    id: booth,
    busy: rows
      .filter((r) => r.booth === booth)
      .map((r) => ({ start: new Date(r.starts_at as string), end: new Date(r.ends_at as string) })),
  }))

/**
 * The same public read with the catalog version row, in one statement (one snapshot, one round
 * trip): a caller holding that version's catalog need not read the version first.
 */
export async function boothSchedulesWithVersion({
  req,
  around,
  now,
}: {
  req: PayloadRequest
  around: Interval
  now: Date
}): Promise<{ version: string; booths: BoothSchedule[] }> {
  const { rows } = await poolOf(req.payload).query<Row>({
    name: 'booking_booth_schedules_with_version',
    text: `SELECT NULL::text AS "booth", NULL::timestamptz AS "starts_at", NULL::timestamptz AS "ends_at",
        version::text AS "version"
      FROM ${CATALOG_VERSION_TABLE} WHERE id = 1
      UNION ALL
      SELECT "booth"::text, "starts_at", "ends_at", NULL FROM "booth_reservations"
      WHERE "status" IN ('held', 'confirmed')
        AND tstzrange("starts_at", "ends_at", '[)') && tstzrange($1, $2, '[)')
        AND NOT ("status" = 'held' AND "hold_expires_at" <= $3)`,
    values: [around.start.toISOString(), around.end.toISOString(), now.toISOString()],
  })
  const version = rows.find((r) => r.version !== null)?.version
  return {
    version: typeof version === 'string' ? version : '0',
    booths: toSchedules(rows.filter((r) => r.version === null)),
  }
}

// The public availability reads (most requests): a named statement straight on the pool, parsed
// and planned once per connection. The same query as in a transaction below.
async function fromPool(req: PayloadRequest, around: Interval, now?: Date): Promise<Row[]> {
  const pool = poolOf(req.payload)
  const { rows } = await pool.query<Row>({
    name: 'booking_booth_schedules',
    text: `SELECT "booth", "starts_at", "ends_at" FROM "booth_reservations"
      WHERE "status" IN ('held', 'confirmed')
        AND tstzrange("starts_at", "ends_at", '[)') && tstzrange($1, $2, '[)')
        AND ($3::timestamptz IS NULL OR NOT ("status" = 'held' AND "hold_expires_at" <= $3))`,
    values: [around.start.toISOString(), around.end.toISOString(), now?.toISOString() ?? null],
  })
  return rows
}

async function inTransaction(req: PayloadRequest, around: Interval, now?: Date): Promise<Row[]> {
  const db = await transactionDb(req)
  const lapsed = now
    ? sql`AND NOT ("status" = 'held' AND "hold_expires_at" <= ${now.toISOString()})`
    : sql``
  const { rows } = await db.execute(sql`
    SELECT "booth", "starts_at", "ends_at" FROM "booth_reservations"
    WHERE "status" IN ('held', 'confirmed')
      AND tstzrange("starts_at", "ends_at", '[)') && tstzrange(${around.start.toISOString()}, ${around.end.toISOString()}, '[)')
      ${lapsed}`)
  return rows
}
