import { afterAll, describe, expect, it } from 'vitest'

import { startS3Server } from '../helpers/appServer'
import { dateInDays } from '../helpers/booking'
import { startFakeS3 } from '../helpers/fakeS3'
import { bookingWithGallery, galleryJson, jpeg, sql, uploadPhoto } from '../helpers/galleries'
import { testPayload } from '../helpers/payload'
import { stripeApp } from '../helpers/payments'
import { staffApi } from '../helpers/staff'

// The ports the tests' own servers use (one file at a time per worker): +1, +2 two app
// servers, +3 the fake S3. Days 580–589 are this file's.
const base = Number(new URL(stripeApp()).port)
const servers: { kill: () => Promise<void> }[] = []
let s3: Awaited<ReturnType<typeof startFakeS3>> | undefined

afterAll(async () => {
  for (const s of servers) await s.kill()
  await s3?.stop()
})

const runJobs = (origin: string) =>
  fetch(`${origin}/api/payload-jobs/run?queue=galleries&limit=100`, {
    headers: { Authorization: `Bearer ${process.env.CRON_SECRET}` },
  })

describe('galleries on S3 shared by two servers', () => {
  it('a photo uploaded through one server is in the gallery the other serves; day 60 empties the bucket', async () => {
    s3 = await startFakeS3(base + 3)
    const [a, b] = await Promise.all([
      startS3Server(base + 1, s3.env),
      startS3Server(base + 2, s3.env),
    ])
    servers.push(a, b)
    const staff = await staffApi()
    const { booking, gallery, slug } = await bookingWithGallery(staff, 580)
    const photo = await jpeg(500, 900)
    const up = await uploadPhoto(
      booking.id,
      photo,
      { 'X-Upload-Key': gallery.uploadKey },
      'x.jpg',
      a.base,
    )
    expect(up.status).toBe(201)
    const again = await uploadPhoto(booking.id, photo, staff.headers, 'x.jpg', b.base)
    expect(await again.json()).toMatchObject({ duplicate: true })
    expect(await s3.keys('galleries/')).toHaveLength(1)

    const view = await (await galleryJson(slug, b.base)).json()
    expect(view.photos).toHaveLength(1)
    const original = await fetch(`${b.base}${view.photos[0].original}`)
    expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true)

    // The sizes job, run by the other server, reads the original from S3 and writes beside it.
    // Polled: the job may already be claimed by a run in flight (each run is claimed once), and
    // then this call returns before that run has written the sizes (a fresh clone's CI saw it).
    let sized = { photos: [{ thumb: '' }] }
    await expect
      .poll(
        async () => {
          expect((await runJobs(b.base)).status).toBe(200)
          sized = await (await galleryJson(slug, a.base)).json()
          return sized.photos[0]!.thumb
        },
        { timeout: 30_000 },
      )
      .toMatch(/\/thumb$/)
    const thumb = await fetch(`${a.base}${sized.photos[0].thumb}`)
    expect([thumb.status, thumb.headers.get('content-type')]).toEqual([200, 'image/webp'])
    expect((await s3.keys('galleries/')).length).toBe(3)

    // Day 60: the daily job deletes the objects and marks the gallery expired.
    await sql(`update galleries set expires_on = $1 where slug = $2`, [dateInDays(0), slug])
    const payload = await testPayload()
    await payload.jobs.queue({ task: 'galleryDaily', queue: 'galleries', input: {} })
    expect((await runJobs(a.base)).status).toBe(200)
    expect(await s3.keys('galleries/')).toEqual([])
    expect(await (await galleryJson(slug, b.base)).json()).toMatchObject({ state: 'expired' })
  })
})
