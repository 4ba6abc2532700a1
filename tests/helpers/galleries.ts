import sharp from 'sharp'

import { dateInDays } from './booking'
import { baseURL, testPayload } from './payload'
import { phoneBooking, type StaffApi } from './staff'

/** A small JPEG whose bytes differ by `seed` (a colour and a noise band). */
export async function jpeg(seed: number, size = 64): Promise<Buffer> {
  const noise = Buffer.alloc(size * size * 3)
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + seed * 104729) % 251
  return sharp(noise, { raw: { width: size, height: size, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
}

/** POST /api/bookings/:id/gallery/photos with `bytes` as the multipart field `file`. */
export function uploadPhoto(
  bookingId: number,
  bytes: Buffer,
  headers: Record<string, string>,
  name = 'photo.jpg',
  base = baseURL(),
) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)]), name)
  const h = { ...headers }
  delete h['Content-Type']
  return fetch(`${base}/api/bookings/${bookingId}/gallery/photos`, {
    method: 'POST',
    headers: h,
    body: form,
  })
}

/** A phone booking on `day` (570–589 are the galleries tests' days) with its staff gallery view. */
export async function bookingWithGallery(staff: StaffApi, day: number, eventTime = '09:00') {
  const booking = await phoneBooking(staff, { eventDate: dateInDays(day), eventTime })
  const res = await staff.get(`/bookings/${booking.id}/gallery`)
  if (res.status !== 200) throw new Error(`gallery: ${res.status} ${await res.text()}`)
  const gallery = (await res.json()) as {
    url: string
    uploadKey: string
    expiresOn: string
    photoCount: number
    status: string
  }
  return { booking, gallery, slug: gallery.url.split('/gallery/')[1] }
}

/** Runs the galleries queue (the sizes jobs) in this process, as a server's runner would. */
export async function runGalleryJobs() {
  const payload = await testPayload()
  await payload.jobs.run({ queue: 'galleries', limit: 500 })
}

/** SQL on the test database (moving an event into the past, as the job would find it). */
export async function sql(text: string, values: unknown[] = []) {
  const payload = await testPayload()
  const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
  return pool.query(text, values)
}

export const galleryJson = (slug: string, base = baseURL(), cookie = '') =>
  fetch(`${base}/api/galleries/${slug}`, { headers: cookie ? { cookie } : {} })
