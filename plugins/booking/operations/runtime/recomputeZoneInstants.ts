// Re-derives stored instants (timeline, snapshot timeline, booth reservations) from each booking's
// Winnipeg wall clock with the bundled rules. Run by migration truth_booking_truth: bookings from
// 2026-11-01 on were stored an hour late under the runtime's old ICU rules. Overlaps that appear
// are kept and flagged for staff; the migration never fails on them.
import { sql } from '@payloadcms/db-postgres'

import { BUSINESS_TIME_ZONE, zonedWallToInstant } from '@kernel/time'
import { isExclusionViolation } from '../create/isExclusionViolation'

type Db = { execute: (q: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }
type Move = { id: number; bookingId: number; booth: string; start: Date; end: Date }

const shift = (v: unknown, ms: number) => (v ? new Date(new Date(String(v)).getTime() + ms) : null)
const iso = (v: unknown, ms: number) => shift(v, ms)?.toISOString() ?? null

export async function recomputeZoneInstants(
  db: Db,
  log: (message: string) => void,
  fromDate = '2026-11-01',
): Promise<{ moved: number; conflicts: number }> {
  const { rows } = await db.execute(sql`
    SELECT id, event_date, event_time, timeline_start, snapshot FROM bookings
    WHERE event_date >= ${fromDate} AND timeline_start IS NOT NULL`)
  const moves: Move[] = []
  let moved = 0
  for (const b of rows) {
    const truth = zonedWallToInstant(String(b.event_date), String(b.event_time), BUSINESS_TIME_ZONE)
    const delta = truth.getTime() - new Date(String(b.timeline_start)).getTime()
    if (delta === 0) continue
    moved++
    const snap = b.snapshot as { timeline?: Record<string, unknown> } | null
    if (snap?.timeline) {
      const t = snap.timeline
      snap.timeline = {
        ...t,
        setupStart: iso(t.setupStart, delta),
        start: iso(t.start, delta),
        end: iso(t.end, delta),
      }
    }
    await db.execute(sql`
      UPDATE bookings SET
        timeline_setup_start = timeline_setup_start + ${`${delta} milliseconds`}::interval,
        timeline_start = timeline_start + ${`${delta} milliseconds`}::interval,
        timeline_end = timeline_end + ${`${delta} milliseconds`}::interval,
        snapshot = ${snap ? JSON.stringify(snap) : null}::jsonb
      WHERE id = ${b.id}`)
    const res = await db.execute(sql`
      SELECT id, booth, starts_at, ends_at FROM booth_reservations WHERE booking_id = ${b.id}`)
    for (const r of res.rows)
      moves.push({
        id: Number(r.id),
        bookingId: Number(b.id),
        booth: String(r.booth),
        start: shift(r.starts_at, delta)!,
        end: shift(r.ends_at, delta)!,
      })
  }
  // Earliest first, then a second pass: a row may only be blocked by one not yet moved.
  let pending = moves.sort((a, b) => a.start.getTime() - b.start.getTime())
  for (let pass = 0; pass < 2 && pending.length; pass++) {
    const blocked: Move[] = []
    for (const m of pending) if (!(await tryMove(db, m))) blocked.push(m)
    pending = blocked
  }
  for (const m of pending) await flagConflict(db, m, log)
  return { moved, conflicts: pending.length }
}

async function tryMove(db: Db, m: Move): Promise<boolean> {
  await db.execute(sql`SAVEPOINT recompute_move`)
  try {
    await db.execute(sql`
      UPDATE booth_reservations SET starts_at = ${m.start.toISOString()}, ends_at = ${m.end.toISOString()}
      WHERE id = ${m.id}`)
    await db.execute(sql`RELEASE SAVEPOINT recompute_move`)
    return true
  } catch (error) {
    await db.execute(sql`ROLLBACK TO SAVEPOINT recompute_move`)
    if (isExclusionViolation(error)) return false
    throw error
  }
}

/** Keeps the reservation where it was (the database allows no overlap) and tells staff. */
async function flagConflict(db: Db, m: Move, log: (message: string) => void): Promise<void> {
  const { rows } = await db.execute(sql`
    SELECT DISTINCT booking_id FROM booth_reservations
    WHERE booth = ${m.booth} AND status IN ('held', 'confirmed') AND id <> ${m.id}
      AND tstzrange(starts_at, ends_at, '[)') && tstzrange(${m.start.toISOString()}::timestamptz, ${m.end.toISOString()}::timestamptz, '[)')`)
  const others = rows.map((r) => Number(r.booking_id))
  const note = `After the ${BUSINESS_TIME_ZONE} time-rule update this booking's ${m.booth} time (${m.start.toISOString()} to ${m.end.toISOString()}) overlaps booking(s) ${others.join(', ')}.`
  for (const id of [m.bookingId, ...others])
    await db.execute(sql`UPDATE bookings SET schedule_conflict = ${note} WHERE id = ${id}`)
  log(
    `Schedule conflict flagged for staff: booking ${m.bookingId} and ${others.join(', ')}. ${note}`,
  )
}
