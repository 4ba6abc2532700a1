import type { PayloadRequest } from 'payload'

import { findBooking } from '@booking/server'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { defineEndpoint, hasRole, parseId, safeEqual, type Failure } from '@server-kit'

import { MAX_UPLOAD_BYTES } from '../core/fileKind'
import { uploadKeyValid } from '../core/galleryDates'
import { uploadKeyFor } from '../keys/gallerySecrets'
import { galleryErrors } from '../messages'
import { findGallery } from '../operations/ensureGallery'
import { uploadPhoto } from '../operations/uploadPhoto'

type KeyCode = 'upload_key_required' | 'upload_key_invalid' | 'upload_key_expired' | 'not_found'

/** Staff, or the booth with this booking's own key before it expires (7 days after the event). */
async function uploadAccess(
  req: PayloadRequest,
  bookingId: number,
): Promise<Failure<KeyCode> | null> {
  if (hasRole(req.user, ['admin', 'staff'])) return null
  const key = req.headers.get('x-upload-key')
  if (!key) return { ok: false, code: 'upload_key_required' }
  const booking = await findBooking(req, bookingId)
  const gallery = booking ? await findGallery(req, bookingId) : null
  if (!booking || !gallery) return { ok: false, code: 'upload_key_invalid' }
  if (!safeEqual(key, uploadKeyFor(req.payload.secret, bookingId, gallery.slug)))
    return { ok: false, code: 'upload_key_invalid' }
  if (!uploadKeyValid(todayInZone(new Date(), BUSINESS_TIME_ZONE), booking.eventDate))
    return { ok: false, code: 'upload_key_expired' }
  return null
}

/** The multipart field `file`, or a failure; the declared length is checked before reading. */
async function readFile(req: PayloadRequest) {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_UPLOAD_BYTES + 64 * 1024)
    return { ok: false as const, code: 'file_too_large' as const }
  const form = await req.formData!().catch(() => null)
  const file = form?.get('file')
  if (!file || typeof file === 'string')
    return { ok: false as const, code: 'file_required' as const }
  return { ok: true as const, data: Buffer.from(await file.arrayBuffer()), name: file.name }
}

/**
 * POST /api/bookings/:id/gallery/photos (multipart `file`): one photo into the booking's
 * gallery, answering `{ id, duplicate }` (201 when new, 200 for bytes already there).
 */
export const uploadPhotoEndpoint = defineEndpoint({
  path: '/:id/gallery/photos',
  method: 'post',
  rawBody: true,
  errors: galleryErrors,
  run: async ({ req, params }) => {
    const bookingId = parseId(params.id)
    if (!bookingId) return { ok: false, code: 'not_found' }
    const denied = await uploadAccess(req, bookingId)
    if (denied) return denied
    const file = await readFile(req)
    if (!file.ok) return file
    const result = await uploadPhoto({ req, bookingId, data: file.data, name: file.name })
    if (!result.ok) return result
    return {
      ok: true,
      status: result.duplicate ? 200 : 201,
      body: { id: result.id, duplicate: result.duplicate },
    }
  },
})
