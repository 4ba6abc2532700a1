import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { inTransaction, transactionDb } from '@server-kit'

import { REMINDER_DAYS } from '../core/galleryDates'
import { deleteGalleryFiles } from './deleteGalleryFiles'
import { sendGalleryEmail } from './galleryEmails'
import type { GalleryRow } from './galleryTypes'

const ROWS = sql`SELECT id, booking_id AS "bookingId", slug, guest_code AS "guestCode",
  expires_on AS "expiresOn", status FROM galleries`

/**
 * The daily gallery work: "download your photos" 7 days before expiry (claimed, so sent once),
 * and on the expiry day the files deleted from storage and the gallery marked expired. Only the
 * gallery and its photo rows change: no booking or other record is written.
 */
export async function runGalleryExpiry({ req, now }: { req: PayloadRequest; now: Date }) {
  const today = todayInZone(now, BUSINESS_TIME_ZONE)
  const db = await transactionDb(req)
  const remind = await db.execute(sql`${ROWS} WHERE status = 'active' AND reminder_sent_at IS NULL
    AND expires_on > ${today} AND expires_on <= ${addDaysToDateString(today, REMINDER_DAYS)}
    AND EXISTS (SELECT 1 FROM gallery_photos p WHERE p.gallery_id = galleries.id)`)
  let reminded = 0
  for (const gallery of remind.rows as GalleryRow[]) {
    const claimed = await db.execute(sql`UPDATE galleries SET reminder_sent_at = now()
      WHERE id = ${gallery.id} AND reminder_sent_at IS NULL RETURNING id`)
    if (!claimed.rows.length) continue // another server's run
    await sendGalleryEmail(req, gallery, 'gallery_expiring')
    reminded++
  }
  const due = await db.execute(sql`${ROWS} WHERE status = 'active' AND expires_on <= ${today}`)
  let expired = 0
  for (const gallery of due.rows as GalleryRow[]) {
    // Files first (deleting twice is harmless), then the rows: a failure leaves it to retry.
    await deleteGalleryFiles(req, gallery.id)
    const done = await inTransaction(req, async () => {
      const tx = await transactionDb(req)
      const claimed = await tx.execute(sql`UPDATE galleries SET status = 'expired',
        expired_at = now(), updated_at = now() WHERE id = ${gallery.id} AND status = 'active'
        AND expires_on <= ${today} RETURNING id`)
      if (claimed.rows.length)
        await tx.execute(sql`DELETE FROM gallery_photos WHERE gallery_id = ${gallery.id}`)
      return claimed.rows.length > 0
    })
    if (done) expired++
  }
  return { reminded, expired }
}
