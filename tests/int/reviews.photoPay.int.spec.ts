import { afterAll, describe, expect, it } from 'vitest'

import { loadReviewPage, publishedReviews, submitReview } from '@reviews/server'

import { reviewsReport } from '../../plugins/reports/operations/reviewsReport'

import { attendantApi } from '../helpers/crew'
import { waitForMail } from '../helpers/mailCapture'
import { baseURL, testPayload } from '../helpers/payload'
import { deliveredGallery, localReq, REQUEST, reviewDays, sql, tokenOf } from '../helpers/reviews'
import { bookingDoc, staffApi } from '../helpers/staff'

const created: number[] = []
const input = (rating: number, photoId: number | null = null) => ({
  rating,
  words: `A ${rating}-star night`,
  firstName: 'Mia',
  eventType: 'Birthday',
  publishConsent: true,
  photoId,
  photoPermission: photoId !== null,
})

/** A delivered gallery on day n, asked for its review, with the link's token and a photo id. */
async function asked(n: number, time = '09:00') {
  const staff = await staffApi()
  const { booking } = await deliveredGallery(staff, n, time)
  expect((await staff.post(`/review-request/${booking.id}/send`, {})).status).toBe(200)
  await waitForMail(booking.email, REQUEST)
  const photo = await sql(
    `select p.id from gallery_photos p join galleries g on g.id = p.gallery_id where g.booking_id = $1`,
    [booking.id],
  )
  return { booking, staff, token: await tokenOf(booking.id), photoId: photo.rows[0].id }
}

async function submit(bookingId: number, token: string, rating: number, photoId: number | null) {
  const r = await submitReview({
    req: await localReq(),
    bookingId,
    token,
    input: input(rating, photoId),
  })
  if (!r.ok) throw new Error(r.code)
  created.push(r.reviewId)
  return r.reviewId
}

// The landing page counts every published review: remove this file's, so no other file sees them.
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'reviews', id, overrideAccess: true })
})

describe('a photo from their own gallery with the review', () => {
  it('is offered behind the link, kept with the guests’ permission, and shown once published', async () => {
    const mine = await asked(20, '09:00')
    const other = await asked(20, '15:00')
    const photoUrl = (booking: number, photo: number, token: string) =>
      fetch(`${baseURL()}/api/review-photo/${booking}/${photo}?token=${encodeURIComponent(token)}`)
    const thumb = await photoUrl(mine.booking.id, mine.photoId, mine.token)
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toMatch(/^image\//)
    // Not without the link, and never another booking's photo.
    expect((await photoUrl(mine.booking.id, mine.photoId, 'x'.repeat(43))).status).toBe(404)
    expect((await photoUrl(mine.booking.id, other.photoId, mine.token)).status).toBe(404)
    const refused = await submitReview({
      req: await localReq(),
      bookingId: mine.booking.id,
      token: mine.token,
      input: input(5, other.photoId),
    })
    expect(refused).toEqual({ ok: false, code: 'photo_refused' })

    const id = await submit(mine.booking.id, mine.token, 5, mine.photoId)
    const row = await sql('select photo_id, photo_permission from reviews where id = $1', [id])
    expect(row.rows[0]).toEqual({ photo_id: mine.photoId, photo_permission: true })
    const payload = await testPayload()
    const shown = async () =>
      (await publishedReviews(payload, 1000)).testimonials.find((t) => t.id === id)
    const testimonial = () => fetch(`${baseURL()}/api/testimonial-photo/${id}`)
    expect(await shown()).toBeUndefined()
    expect((await testimonial()).status).toBe(404) // not before it is published
    await payload.update({
      collection: 'reviews',
      id,
      data: { status: 'published' },
      overrideAccess: true,
    })
    expect((await shown())?.photo).toBe(`/api/testimonial-photo/${id}`)
    const file = await testimonial()
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toMatch(/^image\//)
    // Hidden again: the photo goes with it.
    await payload.update({
      collection: 'reviews',
      id,
      data: { status: 'hidden', hiddenReason: 'test' },
      overrideAccess: true,
    })
    expect((await testimonial()).status).toBe(404)
  })
})

describe('reviews in the crew pay report', () => {
  it('gives each attendant the average and count of their events’ reviews, as the database has them', async () => {
    const owner = await staffApi('admin')
    const ana = await attendantApi('Ana Reviews')
    const payload = await testPayload()
    const events = [await asked(21, '09:00'), await asked(21, '15:00'), await asked(22, '09:00')]
    for (const e of events) {
      await e.staff.post(`/bookings/${e.booking.id}/crew`, {
        booth: (await bookingDoc(e.booking.id)).booths![0],
        userId: ana.id,
      })
    }
    for (const a of (await (await ana.get('/crew/events')).json()).events) {
      await ana.post(`/crew/assignments/${a.assignmentId}`, { action: 'accept' })
      await payload.update({
        collection: 'crew-assignments',
        id: a.assignmentId,
        data: { checkedInAt: '2030-01-01T17:00:00.000Z', checkedOutAt: '2030-01-01T21:00:00.000Z' },
      })
    }
    // Two of the three events reviewed: 5 and 4 stars (the third has none yet).
    await submit(events[0].booking.id, events[0].token, 5, null)
    await submit(events[1].booking.id, events[1].token, 4, null)
    const q = `from=${reviewDays.date(21)}&to=${reviewDays.date(22)}`
    const report = await (await owner.get(`/crew/pay-report?${q}`)).json()
    const total = report.totals.find((t: { attendant: string }) => t.attendant === 'Ana Reviews')
    // The same figures straight from the database: Ana's checked-in events' reviews.
    const db = await sql(
      `select round(avg(r.rating)::numeric, 1)::float as average, count(r.id)::int as count
      from crew_assignments a join reviews r on r.booking_id = a.booking_id
      where a.attendant_id = $1 and a.checked_in_at is not null`,
      [ana.id],
    )
    expect(db.rows[0]).toEqual({ average: 4.5, count: 2 })
    expect(total.reviews).toEqual(db.rows[0])
    const rows = report.rows.filter((r: { attendantId: number }) => r.attendantId === ana.id)
    expect(rows.map((r: { rating: number | null }) => r.rating).sort()).toEqual([4, 5, null])
    const csv = await (await owner.get(`/crew/pay-report?${q}&format=csv`)).text()
    expect(csv).toMatch(/^Total Ana Reviews,.*,4\.5 from 2 reviews$/m)

    // The reports' Reviews: moved to a period no other file writes in (2031), then read back.
    const ids = events.map((e) => e.booking.id)
    await sql(
      `update review_requests set sent_at = '2031-03-05T18:00:00Z', link_opened_at = null where booking_id = any($1::int[])`,
      [ids],
    )
    await loadReviewPage(await localReq(), events[2].booking.id, events[2].token) // opened, not answered
    await sql(`update reviews set submitted_at = $2 where booking_id = $1`, [
      ids[0],
      '2031-03-10T18:00:00Z',
    ])
    await sql(`update reviews set submitted_at = $2 where booking_id = $1`, [
      ids[1],
      '2031-04-10T18:00:00Z',
    ])
    const r = await reviewsReport(await localReq(), { from: '2031-03-01', to: '2031-04-30' })
    expect(r.requests.map((x) => x.count)).toEqual([3, 1, 2])
    expect(r.overall).toEqual({ average: 4.5, count: 2 })
    expect(r.months).toEqual([
      { label: '2031-03', average: 5, count: 1 },
      { label: '2031-04', average: 4, count: 1 },
    ])
    const pkg = await sql(
      `select k.name from bookings b join packages k on k.id = b.package_id where b.id = $1`,
      [ids[0]],
    )
    expect(r.packages).toEqual([{ label: pkg.rows[0].name, average: 4.5, count: 2 }])
    expect(r.attendants).toEqual([{ label: 'Ana Reviews', average: 4.5, count: 2 }])
  })
})
