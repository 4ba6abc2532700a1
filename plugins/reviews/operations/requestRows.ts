import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { transactionDb } from '@server-kit'

export type RequestRow = {
  id: number
  bookingId: number
  openedAt: Date | null
  sentAt: Date | null
  sentVia: string | null
  reminderSentAt: Date | null
  stoppedAt: Date | null
  stoppedBy: string | null
}

const SELECT = sql`SELECT id, booking_id AS "bookingId", opened_at AS "openedAt", sent_at AS "sentAt",
  sent_via AS "sentVia", reminder_sent_at AS "reminderSentAt", stopped_at AS "stoppedAt",
  stopped_by AS "stoppedBy" FROM review_requests`

/** The review link's first opening, once (the reports count requests opened). */
export async function markLinkOpened(req: PayloadRequest, bookingId: number, at: Date) {
  const db = await transactionDb(req)
  await db.execute(sql`UPDATE review_requests SET link_opened_at = ${at.toISOString()},
    updated_at = now() WHERE booking_id = ${bookingId} AND link_opened_at IS NULL`)
}

/** The booking's request row, or null when nothing was opened, sent or stopped yet. */
export async function findRequest(req: PayloadRequest, bookingId: number) {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`${SELECT} WHERE booking_id = ${bookingId}`)
  return (rows[0] as RequestRow | undefined) ?? null
}

/** Rows whose gallery was opened with no request yet, or whose reminder may be due. */
export async function openRequests(req: PayloadRequest, remindBefore: Date) {
  const db = await transactionDb(req)
  const { rows } = await db.execute(sql`${SELECT} WHERE stopped_at IS NULL AND (
    (sent_at IS NULL AND opened_at IS NOT NULL) OR
    (reminder_sent_at IS NULL AND sent_at <= ${remindBefore.toISOString()})) LIMIT 500`)
  return rows as RequestRow[]
}

/** The gallery's first opening: one row per booking, whichever server saw it (the first time wins). */
export async function recordOpening(req: PayloadRequest, bookingId: number, at: Date) {
  const db = await transactionDb(req)
  await db.execute(sql`INSERT INTO review_requests (booking_id, opened_at, updated_at, created_at)
    VALUES (${bookingId}, ${at.toISOString()}, now(), now())
    ON CONFLICT (booking_id) DO UPDATE SET opened_at = ${at.toISOString()}, updated_at = now()
    WHERE review_requests.opened_at IS NULL`)
}

// Claimed in SQL before anything is sent: of two servers (or two runs), one gets the row.
const CLAIMS = {
  request: (bookingId: number, at: string) => sql`INSERT INTO review_requests
      (booking_id, sent_at, updated_at, created_at) VALUES (${bookingId}, ${at}, now(), now())
    ON CONFLICT (booking_id) DO UPDATE SET sent_at = ${at}, updated_at = now()
      WHERE review_requests.sent_at IS NULL AND review_requests.stopped_at IS NULL
    RETURNING id`,
  reminder: (bookingId: number, at: string) => sql`UPDATE review_requests
    SET reminder_sent_at = ${at}, updated_at = now()
    WHERE booking_id = ${bookingId} AND sent_at IS NOT NULL AND reminder_sent_at IS NULL
      AND stopped_at IS NULL RETURNING id`,
}

/** True when this caller won the right to send `kind` for the booking. */
export async function claimSend(
  req: PayloadRequest,
  bookingId: number,
  kind: keyof typeof CLAIMS,
  at: Date,
) {
  const db = await transactionDb(req)
  const { rows } = await db.execute(CLAIMS[kind](bookingId, at.toISOString()))
  return rows.length > 0
}

/** Which channels the request went through ("email", "email and text"). */
export async function recordChannels(req: PayloadRequest, bookingId: number, via: string) {
  const db = await transactionDb(req)
  await db.execute(
    sql`UPDATE review_requests SET sent_via = ${via} WHERE booking_id = ${bookingId}`,
  )
}

/** Staff stopped it: no request and no reminder after this. */
export async function recordStop(req: PayloadRequest, bookingId: number, at: Date, by: string) {
  const db = await transactionDb(req)
  await db.execute(sql`INSERT INTO review_requests (booking_id, stopped_at, stopped_by, updated_at, created_at)
    VALUES (${bookingId}, ${at.toISOString()}, ${by}, now(), now())
    ON CONFLICT (booking_id) DO UPDATE SET stopped_at = ${at.toISOString()}, stopped_by = ${by},
      updated_at = now() WHERE review_requests.stopped_at IS NULL`)
}
