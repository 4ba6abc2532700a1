import fs from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { runGalleryExpiry } from '@galleries/server'

import { dateInDays } from '../helpers/booking'
import {
  bookingWithGallery,
  galleryJson,
  jpeg,
  runGalleryJobs,
  sql,
  uploadPhoto,
} from '../helpers/galleries'
import { readMails } from '../helpers/mailCapture'
import { baseURL, testPayload } from '../helpers/payload'
import { bookingDoc, staffApi } from '../helpers/staff'

// Days 570–589 are this file's (no other test books them).
const galleryDir = () => path.resolve(process.env.MEDIA_DIR || 'media', 'galleries')
const localReq = async () => {
  const { createLocalReq } = await import('payload')
  return createLocalReq({}, await testPayload())
}

describe('event galleries: uploads', () => {
  it('takes the upload key for its own booking only, and not after it expires', async () => {
    const staff = await staffApi()
    const a = await bookingWithGallery(staff, 570, '09:00')
    const b = await bookingWithGallery(staff, 570, '15:00')
    const photo = await jpeg(1)
    const none = await uploadPhoto(a.booking.id, photo, {})
    expect([none.status, (await none.json()).code]).toEqual([401, 'upload_key_required'])
    const other = await uploadPhoto(a.booking.id, photo, { 'X-Upload-Key': b.gallery.uploadKey })
    expect([other.status, (await other.json()).code]).toEqual([403, 'upload_key_invalid'])
    const own = await uploadPhoto(a.booking.id, photo, { 'X-Upload-Key': a.gallery.uploadKey })
    expect(own.status).toBe(201)
    expect(await own.json()).toMatchObject({ duplicate: false })
    // The event was 8 days ago: the key's last day (7 days after) has passed; staff still can.
    await sql('update bookings set event_date = $1 where id = $2', [dateInDays(-8), a.booking.id])
    const late = await uploadPhoto(a.booking.id, await jpeg(2), {
      'X-Upload-Key': a.gallery.uploadKey,
    })
    expect([late.status, (await late.json()).code]).toEqual([403, 'upload_key_expired'])
    await sql('update bookings set event_date = $1 where id = $2', [dateInDays(-7), a.booking.id])
    const lastDay = await uploadPhoto(a.booking.id, await jpeg(3), {
      'X-Upload-Key': a.gallery.uploadKey,
    })
    expect(lastDay.status).toBe(201)
    expect((await uploadPhoto(a.booking.id, await jpeg(4), staff.headers)).status).toBe(201)
    // Back on its day: the suite's final invariants compare bookings with their reservations.
    await sql('update bookings set event_date = $1 where id = $2', [dateInDays(570), a.booking.id])
  })

  it('gives one photo for the same bytes, sent twice and sent five times at once', async () => {
    const staff = await staffApi()
    const { booking, slug } = await bookingWithGallery(staff, 571)
    const bytes = await jpeg(10)
    const first = await (await uploadPhoto(booking.id, bytes, staff.headers)).json()
    const again = await uploadPhoto(booking.id, bytes, staff.headers, 'renamed.jpg')
    expect([again.status, await again.json()]).toEqual([200, { id: first.id, duplicate: true }])
    const other = await jpeg(11)
    const racing = await Promise.all(
      Array.from({ length: 5 }, () => uploadPhoto(booking.id, other, staff.headers)),
    )
    const bodies = await Promise.all(racing.map((r) => r.json()))
    expect(racing.every((r) => r.status < 300)).toBe(true)
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1)
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1)
    const view = await (await galleryJson(slug)).json()
    expect(view.photos).toHaveLength(2)
  })

  it('refuses a text file named .jpg (415) and keeps what is stored', async () => {
    const staff = await staffApi()
    const { booking, slug } = await bookingWithGallery(staff, 572)
    await uploadPhoto(booking.id, await jpeg(20), staff.headers)
    const text = Buffer.from('this is not a photo at all, only words\n'.repeat(20))
    const res = await uploadPhoto(booking.id, text, staff.headers, 'holiday.jpg')
    expect([res.status, (await res.json()).code]).toEqual([415, 'unsupported_file'])
    const empty = await uploadPhoto(booking.id, Buffer.alloc(0), staff.headers, 'x.jpg')
    expect(empty.status).toBe(400)
    const noFile = await fetch(`${baseURL()}/api/bookings/${booking.id}/gallery/photos`, {
      method: 'POST',
      headers: { Authorization: staff.headers.Authorization },
      body: new FormData(),
    })
    expect([noFile.status, (await noFile.json()).code]).toEqual([400, 'file_required'])
    expect((await (await galleryJson(slug)).json()).photos).toHaveLength(1)
  })

  it('makes thumbnails and web sizes in the job, not in the request', async () => {
    const staff = await staffApi()
    const { booking, slug } = await bookingWithGallery(staff, 573)
    const big = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#c05621' },
    })
      .jpeg()
      .toBuffer()
    const { id } = await (await uploadPhoto(booking.id, big, staff.headers)).json()
    const payload = await testPayload()
    const before = await payload.findByID({ collection: 'gallery-photos', id, depth: 0 })
    expect(before.thumbKey ?? null).toBeNull() // nothing made in the request
    await runGalleryJobs()
    const after = await payload.findByID({ collection: 'gallery-photos', id, depth: 0 })
    expect(after.thumbKey).toBeTruthy()
    const view = await (await galleryJson(slug)).json()
    expect(view.photos[0].thumb).toMatch(/\/thumb$/)
    const thumb = await fetch(`${baseURL()}${view.photos[0].thumb}`)
    expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/webp'])
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()
    expect(meta.width).toBe(480)
    const web = await sharp(
      Buffer.from(await (await fetch(`${baseURL()}${view.photos[0].web}`)).arrayBuffer()),
    ).metadata()
    expect(web.width).toBe(1600)
  })

  it('sends "Your gallery is ready" once when 30 photos arrive at once', async () => {
    const staff = await staffApi()
    const { booking, gallery } = await bookingWithGallery(staff, 574)
    const photos = await Promise.all(Array.from({ length: 30 }, (_, i) => jpeg(100 + i)))
    const results = await Promise.all(
      photos.map((p) => uploadPhoto(booking.id, p, { 'X-Upload-Key': gallery.uploadKey })),
    )
    expect(results.map((r) => r.status)).toEqual(Array(30).fill(201))
    await new Promise((r) => setTimeout(r, 3000)) // any second email would have arrived
    const ready = readMails().filter(
      (m) => m.to.includes(booking.email) && m.subject === 'Your gallery is ready',
    )
    expect(ready).toHaveLength(1)
    expect(ready[0].text).toContain(gallery.url)
    const snapshot = await (await staff.get(`/bookings/${booking.id}/gallery`)).json()
    expect(snapshot.photoCount).toBe(30)
  })
})

describe('event galleries: privacy, expiry and extension', () => {
  it('serves files only with the slug (and the code when set), never through the media route', async () => {
    const staff = await staffApi()
    const { booking, slug } = await bookingWithGallery(staff, 575)
    const { id } = await (await uploadPhoto(booking.id, await jpeg(30), staff.headers)).json()
    const payload = await testPayload()
    const photo = await payload.findByID({ collection: 'gallery-photos', id, depth: 0 })
    const name = encodeURIComponent(photo.filename!)
    expect((await fetch(`${baseURL()}/api/media/file/galleries%2F${name}`)).status).toBe(404)
    expect((await fetch(`${baseURL()}/api/gallery-photos/file/${name}`)).status).toBe(403)
    expect((await fetch(`${baseURL()}/api/gallery-photos`)).status).toBe(403)
    expect((await fetch(`${baseURL()}/api/galleries`)).status).toBe(403)
    const file = `/api/galleries/${slug}/photos/${id}/original`
    expect((await fetch(`${baseURL()}${file}`)).status).toBe(200)
    const guessed = `/api/galleries/${'A'.repeat(22)}/photos/${id}/original`
    expect((await fetch(`${baseURL()}${guessed}`)).status).toBe(404)
    // Another gallery's slug does not open this photo.
    const other = await bookingWithGallery(staff, 575, '15:00')
    const cross = await fetch(`${baseURL()}/api/galleries/${other.slug}/photos/${id}/original`)
    expect(cross.status).toBe(404)

    // A guest code: nothing without it, a wrong one refused, the right one sets the pass.
    const set = await staff.post(`/bookings/${booking.id}/gallery/code`, { code: '4821' })
    expect((await set.json()).guestCode).toBe('4821')
    expect((await fetch(`${baseURL()}${file}`)).status).toBe(401)
    expect((await galleryJson(slug)).status).toBe(401)
    const tryCode = (code: string) =>
      fetch(`${baseURL()}/api/galleries/${slug}/code`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ code }),
      })
    expect((await tryCode('1111')).status).toBe(403)
    const right = await tryCode('4821')
    const cookie = right.headers.get('set-cookie')!.split(';')[0]
    expect((await fetch(`${baseURL()}${file}`, { headers: { cookie } })).status).toBe(200)
    expect((await galleryJson(slug, baseURL(), cookie)).status).toBe(200)
  })

  it('extends by 30 days, in the booking history', async () => {
    const staff = await staffApi()
    const { booking, gallery } = await bookingWithGallery(staff, 576)
    const res = await staff.post(`/bookings/${booking.id}/gallery/extend`)
    expect(res.status).toBe(200)
    const { expiresOn } = await res.json()
    const days = (Date.parse(expiresOn) - Date.parse(gallery.expiresOn)) / 86_400_000
    expect(days).toBe(30)
    const history = (await bookingDoc(booking.id)).history!
    expect(history.at(-1)).toMatchObject({ action: 'Gallery extended' })
    expect(history.at(-1)!.note).toContain('30 more days')
    expect(
      (await fetch(`${baseURL()}/api/bookings/${booking.id}/gallery/extend`, { method: 'POST' }))
        .status,
    ).toBe(401)
  })

  it('on day 60 deletes the files from disk, marks the gallery expired and touches nothing else', async () => {
    const staff = await staffApi()
    const gone = await bookingWithGallery(staff, 577)
    const kept = await bookingWithGallery(staff, 577, '15:00')
    for (const seed of [40, 41]) await uploadPhoto(gone.booking.id, await jpeg(seed), staff.headers)
    await uploadPhoto(kept.booking.id, await jpeg(42), staff.headers)
    await runGalleryJobs()
    const files = (
      await sql(
        'select filename, thumb_key from gallery_photos p join galleries g on g.id = p.gallery_id where g.slug = $1',
        [gone.slug],
      )
    ).rows.flatMap((r) => [r.filename, r.thumb_key])
    expect(files.every((f) => fs.existsSync(path.join(galleryDir(), f)))).toBe(true)
    const bookingBefore = await bookingDoc(gone.booking.id)
    await sql(`update galleries set expires_on = $1 where slug = $2`, [dateInDays(0), gone.slug])

    const runs = await Promise.all([
      runGalleryExpiry({ req: await localReq(), now: new Date() }),
      runGalleryExpiry({ req: await localReq(), now: new Date() }),
    ])
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBeGreaterThanOrEqual(1)
    expect(files.some((f) => fs.existsSync(path.join(galleryDir(), f)))).toBe(false)
    const view = await (await galleryJson(gone.slug)).json()
    expect(view).toMatchObject({ state: 'expired' })
    expect(view.phone).toBeTruthy()
    // The booking is untouched; the other gallery keeps its photo and file.
    expect((await bookingDoc(gone.booking.id)).updatedAt).toBe(bookingBefore.updatedAt)
    const keptView = await (await galleryJson(kept.slug)).json()
    expect(keptView.photos).toHaveLength(1)
    const keptFile = await fetch(`${baseURL()}${keptView.photos[0].original}`)
    expect(keptFile.status).toBe(200)
    const upload = await uploadPhoto(gone.booking.id, await jpeg(43), staff.headers)
    expect([upload.status, (await upload.json()).code]).toEqual([409, 'gallery_expired'])
  })

  it('reminds once, 7 days before expiry', async () => {
    const staff = await staffApi()
    const { booking, slug } = await bookingWithGallery(staff, 578)
    await uploadPhoto(booking.id, await jpeg(50), staff.headers)
    await sql(`update galleries set expires_on = $1 where slug = $2`, [dateInDays(5), slug])
    await runGalleryExpiry({ req: await localReq(), now: new Date() })
    await runGalleryExpiry({ req: await localReq(), now: new Date() })
    await new Promise((r) => setTimeout(r, 1500))
    const reminders = readMails().filter(
      (m) => m.to.includes(booking.email) && /Download your photos/.test(m.subject),
    )
    expect(reminders).toHaveLength(1)
  })

  it("the booking's snapshot carries the gallery", async () => {
    const staff = await staffApi()
    const { booking, gallery } = await bookingWithGallery(staff, 579)
    await uploadPhoto(booking.id, await jpeg(60), staff.headers)
    const payload = await testPayload()
    const doc = await payload.findByID({
      collection: 'bookings',
      id: booking.id,
      depth: 0,
      showHiddenFields: true,
    })
    const { tokenFor } = await import('../../plugins/booking/operations/records/bookingToken')
    const token = tokenFor(payload.secret, doc)
    const pub = await (await fetch(`${baseURL()}/api/bookings/${booking.id}?token=${token}`)).json()
    expect(pub.gallery).toEqual({ url: gallery.url, photoCount: 1, expiresOn: gallery.expiresOn })
  })
})

describe('event galleries: the thank-you email', () => {
  it('links the event gallery once it has photos', async () => {
    const { paidBooking } = await import('../helpers/selfService')
    const { sendFollowUps } = await import('../../plugins/booking/operations/notify/sendFollowUps')
    const staff = await staffApi()
    const b = await paidBooking({ eventDate: dateInDays(582), eventTime: '20:00' })
    const gallery = await (await staff.get(`/bookings/${b.id}/gallery`)).json()
    await uploadPhoto(b.id, await jpeg(70), staff.headers)
    // The day after the event, as the follow-up job sees it.
    await sendFollowUps({ req: await localReq(), now: new Date(Date.now() + 583 * 86_400_000) })
    const { waitForMail } = await import('../helpers/mailCapture')
    const thanks = await waitForMail(b.email, /Thank you from/)
    expect(thanks.text).toContain(`See your photo gallery: ${gallery.url}`)
  })
})

describe('event galleries: the booth key for the attendant', () => {
  it("shows the key to staff and the event's attendant only", async () => {
    const { attendantApi } = await import('../helpers/crew')
    const staff = await staffApi()
    const { booking, gallery } = await bookingWithGallery(staff, 583)
    const mine = await attendantApi('Gallery Crew')
    const other = await attendantApi('Other Crew')
    const payload = await testPayload()
    await payload.create({
      collection: 'crew-assignments',
      data: { booking: booking.id, booth: 'booth1', attendant: mine.id, status: 'accepted' },
    })
    const key = await (await mine.get(`/bookings/${booking.id}/gallery/key`)).json()
    expect(key.uploadKey).toBe(gallery.uploadKey)
    expect((await other.get(`/bookings/${booking.id}/gallery/key`)).status).toBe(404)
    expect((await other.get(`/bookings/${booking.id}/gallery`)).status).toBe(403)
    expect((await fetch(`${baseURL()}/api/bookings/${booking.id}/gallery/key`)).status).toBe(401)
  })
})

describe("event galleries: Today's gallery-due list", () => {
  it('lists a confirmed event 20 hours after its booth time until a photo or a link comes', async () => {
    const { paidBooking } = await import('../helpers/selfService')
    const { fileDays } = await import('../helpers/fileDays')
    const { galleriesDue } = await import('../../plugins/galleries/operations/galleriesDue')
    const days = fileDays('galleries.int')
    const staff = await staffApi()
    const [due, photographed, linked] = await Promise.all(
      [0, 1, 2].map((n) => paidBooking({ eventDate: days.date(n), eventTime: '17:00' })),
    )
    const held = (await bookingWithGallery(staff, days.offset(3), '17:00')).booking // not paid
    await uploadPhoto(photographed.id, await jpeg(80), staff.headers)
    await sql(`update bookings set gallery_url = 'https://photos.example.com/x' where id = $1`, [
      linked.id,
    ])
    const endOf = async (id: number) => {
      const { rows } = await sql(
        'select max(ends_at) as t from booth_reservations where booking_id = $1',
        [id],
      )
      return new Date(rows[0].t)
    }
    // The list as Today shows it `hours` after this booking's booth time ended.
    const dueAfter = async (id: number, hours: number) => {
      const now = new Date((await endOf(id)).getTime() + hours * 3600_000)
      return galleriesDue(await localReq(), now)
    }
    const ids = async (id: number, hours: number) => (await dueAfter(id, hours)).map((d) => d.id)
    const doc = await bookingDoc(due.id)
    expect((await dueAfter(due.id, 21)).find((d) => d.id === due.id)).toEqual({
      id: due.id,
      reference: doc.reference,
      name: `${doc.firstName} ${doc.lastName}`,
      eventDate: doc.eventDate,
      endedAt: (await endOf(due.id)).toISOString(),
    })
    expect(await ids(photographed.id, 21)).not.toContain(photographed.id)
    expect(await ids(linked.id, 21)).not.toContain(linked.id)
    expect(await ids(held.id, 21)).not.toContain(held.id)
    // Not before 20 hours, nor 14 days on; and once its photos arrive it leaves the list.
    expect(await ids(due.id, 19)).not.toContain(due.id)
    expect(await ids(due.id, 15 * 24)).not.toContain(due.id)
    await uploadPhoto(due.id, await jpeg(81), staff.headers)
    expect(await ids(due.id, 21)).not.toContain(due.id)
  })
})
