import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import * as migration from '../../migrations/20261123_112231_truth_booking_truth'
import { bookingBody } from '../helpers/booking'
import { fileDays } from '../helpers/fileDays'
import { testPayload } from '../helpers/payload'
import { visitorIp } from '../helpers/visitorIp'

type Tx = { execute: (q: ReturnType<typeof sql>) => Promise<{ rows: Record<string, unknown>[] }> }
const ROLLBACK = new Error('rollback: the test leaves the database as it found it')
const book = async (eventDate: string, eventTime: string) => {
  const res = await fetch(`${process.env.APP_URL}/api/bookings`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': visitorIp(),
    },
    body: JSON.stringify(bookingBody({ eventDate, eventTime, packageId: 3 })),
  })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: number }
}

/** Puts a booking back where the old ICU rules (UTC-6 in winter) had stored it: an hour late. */
async function storeWithOldRules(tx: Tx, id: number) {
  await tx.execute(sql`
    UPDATE bookings SET timeline_setup_start = timeline_setup_start + interval '1 hour',
      timeline_start = timeline_start + interval '1 hour', timeline_end = timeline_end + interval '1 hour',
      snapshot = jsonb_set(snapshot, '{timeline,start}',
        to_jsonb(to_char((timeline_start + interval '1 hour') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
    WHERE id = ${id}`)
  await tx.execute(sql`
    UPDATE booth_reservations SET starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour'
    WHERE booking_id = ${id}`)
}

describe('migration truth_booking_truth on pre-fix bookings', () => {
  it('re-derives instants from the Winnipeg wall clock and flags overlaps without failing', async () => {
    const payload = await testPayload()
    // Days no other file touches (fileDays: hand-picked far-off days once met another file's
    // booking): a February day, the same weekday a week later and a July day of the file's year.
    // 13:30 on a February day is 18:30Z under today's rules.
    const { winterDay, winterWeekLater, summerDay } = seasonDays()
    const winter = await book(winterDay, '13:30')
    const early = await book(winterWeekLater, '10:00') // 15:00Z, occupies 14:30Z-18:30Z (Classic)
    const late = await book(winterWeekLater, '16:00') // correct 21:00Z; stored with old rules 22:00Z
    const summer = await book(summerDay, '13:30')
    const logs: string[] = []
    const seen: Record<string, unknown>[][] = []
    const drizzle = payload.db.drizzle as unknown as {
      transaction: (fn: (tx: Tx) => Promise<void>) => Promise<void>
    }
    await expect(
      drizzle.transaction(async (tx) => {
        await storeWithOldRules(tx, winter.id)
        await storeWithOldRules(tx, late.id)
        // A staff move made the later booking start right after the earlier one ended (old rules).
        await tx.execute(sql`
          UPDATE booth_reservations SET starts_at = ${`${winterWeekLater}T18:30:00Z`},
            ends_at = ${`${winterWeekLater}T23:00:00Z`}
          WHERE booking_id = ${late.id}`)
        await migration.down({ db: tx } as never)
        const logger = { info: (m: string) => logs.push(m), warn: (m: string) => logs.push(m) }
        await migration.up({ db: tx, payload: { logger }, req: {} } as never)
        for (const id of [winter.id, early.id, late.id, summer.id])
          seen.push(
            (
              await tx.execute(sql`
                SELECT b.timeline_start, b.snapshot->'timeline'->>'start' AS snap_start, b.schedule_conflict,
                  r.starts_at, r.ends_at FROM bookings b JOIN booth_reservations r ON r.booking_id = b.id
                WHERE b.id = ${id}`)
            ).rows,
          )
        throw ROLLBACK
      }),
    ).rejects.toBe(ROLLBACK)

    const iso = (v: unknown) => new Date(String(v)).toISOString()
    const [w, e, l, s] = seen.map((rows) => rows[0])
    expect(iso(w.timeline_start)).toBe(`${winterDay}T18:30:00.000Z`)
    expect(w.snap_start).toBe(`${winterDay}T18:30:00.000Z`)
    expect(iso(w.starts_at)).toBe(`${winterDay}T18:00:00.000Z`) // setup 30 min before
    expect(w.schedule_conflict).toBeNull()
    expect(iso(s.timeline_start)).toBe(`${summerDay}T18:30:00.000Z`) // never moved
    // The later booking's true time overlaps the earlier one's booth: both kept, both flagged.
    expect(iso(l.timeline_start)).toBe(`${winterWeekLater}T21:00:00.000Z`)
    expect(iso(l.starts_at)).toBe(`${winterWeekLater}T18:30:00.000Z`) // reservation kept, not lost
    expect(l.schedule_conflict).toMatch(new RegExp(`overlaps booking\\(s\\) ${early.id}`))
    expect(e.schedule_conflict).toMatch(/overlaps/)
    expect(
      logs.some((m) => m.includes(`Schedule conflict flagged for staff: booking ${late.id}`)),
    ).toBe(true)
    // Other files' bookings share this database and some re-derive too (the receipts file writes
    // bookings carrying a template's timeline), so the count is at least this file's two; the one
    // conflict is this file's.
    const summary = logs
      .map((m) => m.match(/re-derived (\d+) booking\(s\), 1 conflict/))
      .find(Boolean)
    expect(Number(summary?.[1])).toBeGreaterThanOrEqual(2)
  })
})

/** The file's February day (with a week after it inside February) and July day. */
function seasonDays() {
  const days = fileDays('timeRulesMigration.int')
  const dates = Array.from({ length: 366 }, (_, n) => days.date(n))
  const month = (d: string) => d.slice(5, 7)
  const winterDay = dates.find((d) => month(d) === '02' && Number(d.slice(8)) <= 14)!
  const winterWeekLater = dates[dates.indexOf(winterDay) + 7]!
  const summerDay = dates.find((d) => month(d) === '07')!
  return { winterDay, winterWeekLater, summerDay }
}
