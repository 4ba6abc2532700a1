import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { findBooking, lockBooking, updateBookingWithHistory } from '@booking/server'
import { formatDateLong } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { inTransaction, transactionDb, type Failure } from '@server-kit'

import { EXTENSION_DAYS, extendedExpiry } from '../core/galleryDates'
import { findGallery } from './ensureGallery'

export type ExtendResult =
  { ok: true; expiresOn: string } | Failure<'not_found' | 'no_gallery' | 'gallery_expired'>

/**
 * Staff keep a gallery 30 more days; the booking's history says who and until when. Under the
 * booking's lock (the project's one lock order), and the reminder may go again before the new date.
 */
export async function extendGallery(args: {
  req: PayloadRequest
  bookingId: number
  now: Date
}): Promise<ExtendResult> {
  const { req, bookingId, now } = args
  return inTransaction(req, async (): Promise<ExtendResult> => {
    await lockBooking(req, bookingId)
    const booking = await findBooking(req, bookingId)
    if (!booking) return { ok: false, code: 'not_found' }
    const gallery = await findGallery(req, bookingId)
    if (!gallery) return { ok: false, code: 'no_gallery' }
    if (gallery.status === 'expired') return { ok: false, code: 'gallery_expired' }
    const expiresOn = extendedExpiry(todayInZone(now, BUSINESS_TIME_ZONE), gallery.expiresOn)
    const db = await transactionDb(req)
    await db.execute(sql`UPDATE galleries SET expires_on = ${expiresOn}, reminder_sent_at = NULL,
      updated_at = now() WHERE id = ${gallery.id}`)
    const user = req.user as { id: number; name?: string | null; email?: string } | null
    await updateBookingWithHistory({
      req,
      booking,
      entry: {
        actor: user
          ? { kind: 'staff', id: user.id, name: user.name || user.email || `user ${user.id}` }
          : { kind: 'system', name: 'system' },
        now,
        action: 'Gallery extended',
        note: `${EXTENSION_DAYS} more days: photos kept until ${formatDateLong(expiresOn)}`,
      },
    })
    return { ok: true, expiresOn }
  })
}
