import { afterAll, describe, expect, it } from 'vitest'

import { loadReviewPage, submitReview } from '@reviews/server'

import { waitForMail } from '../helpers/mailCapture'
import { baseURL, testPayload } from '../helpers/payload'
import { confirmedBooking, localReq, REQUEST, tokenOf } from '../helpers/reviews'
import { staffApi } from '../helpers/staff'

const DAY = 86_400_000
const created: number[] = []
const words = (n: number) => ({
  rating: n,
  words: `It was a ${n}-star night`,
  firstName: 'Ana',
  eventType: 'Wedding',
  publishConsent: true,
  photoId: null,
  photoPermission: false,
})

/** A booking asked for its review (staff's "send now"), with the link's token. */
async function asked(n: number, time = '09:00') {
  const staff = await staffApi()
  const booking = await confirmedBooking(staff, n, time)
  expect((await staff.post(`/review-request/${booking.id}/send`, {})).status).toBe(200)
  await waitForMail(booking.email, REQUEST)
  return { booking, token: await tokenOf(booking.id), staff }
}

async function review(n: number, rating: number, time = '09:00') {
  const a = await asked(n, time)
  const r = await submitReview({
    req: await localReq(),
    bookingId: a.booking.id,
    token: a.token,
    input: words(rating),
  })
  if (!r.ok) throw new Error(r.code)
  created.push(r.reviewId)
  return { ...a, reviewId: r.reviewId, result: r }
}

// The landing page counts every published review: remove this file's, so no other file sees them.
afterAll(async () => {
  const payload = await testPayload()
  for (const id of created)
    await payload.delete({ collection: 'reviews', id, overrideAccess: true })
})

describe('the review page behind the signed link', () => {
  it('is refused for another booking, and 14 days after the review was sent', async () => {
    const mine = await review(3, 5)
    const other = await asked(3, '15:00')
    const req = await localReq()
    expect((await loadReviewPage(req, mine.booking.id, other.token)).state).toBe('refused')
    expect((await loadReviewPage(req, mine.booking.id, mine.token)).state).toBe('open')
    const late = new Date(Date.now() + 14 * DAY + 60_000)
    expect((await loadReviewPage(req, mine.booking.id, mine.token, late)).state).toBe('refused')
    const edit = await submitReview({
      req,
      bookingId: mine.booking.id,
      token: mine.token,
      input: words(4),
      now: late,
    })
    expect(edit).toEqual({ ok: false, code: 'link_refused' })
    const page = await fetch(`${baseURL()}/review/${mine.booking.id}?token=${other.token}`)
    expect(await page.text()).toContain('This review link does not work')
  })

  it('2 stars alerts the owner by email with the booking; 5 stars does not', async () => {
    const low = await review(4, 2)
    expect(low.result.ownerAlerted).toBe(true)
    const settings = await (await testPayload()).findGlobal({ slug: 'site-settings' })
    const alert = await waitForMail(
      settings.email,
      new RegExp(`2-star review .*${low.booking.reference}`),
    )
    expect(alert.text).toContain('It was a 2-star night')
    const high = await review(4, 5, '15:00')
    expect(high.result.ownerAlerted).toBe(false)
  })

  it('5 and 4 stars published: the landing says 4.5 from 2 reviews, as its JSON-LD; hiding one changes both', async () => {
    const five = await review(5, 5)
    const four = await review(5, 4, '15:00')
    for (const r of [five, four])
      expect(
        (await five.staff.patch(`/reviews/${r.reviewId}`, { status: 'published' })).status,
      ).toBe(200)
    const landing = async () => {
      const html = await (await fetch(`${baseURL()}/`)).text()
      const hero = /data-testid="hero-rating"[^>]*>([\s\S]*?)<\/p>/
        .exec(html)?.[1]
        .replace(/<[^>]+>|<!-- -->/g, '')
      const ld = JSON.parse(
        /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1],
      )
      return { hero: hero?.replace(/\s+/g, ' ').trim(), ld: ld.aggregateRating, reviews: ld.review }
    }
    const both = await landing()
    expect(both.hero).toBe('★ 4.5 from 2 reviews')
    expect(both.ld).toMatchObject({ ratingValue: '4.5', reviewCount: 2 })
    expect(both.reviews).toHaveLength(2)
    const hide = await five.staff.patch(`/reviews/${five.reviewId}`, { status: 'hidden' })
    expect(hide.status).toBe(400) // a reason is required
    await five.staff.patch(`/reviews/${five.reviewId}`, {
      status: 'hidden',
      hiddenReason: 'Names a guest',
    })
    const one = await landing()
    expect(one.hero).toBe('★ 4.0 from 1 review')
    expect(one.ld).toMatchObject({ ratingValue: '4.0', reviewCount: 1 })
    // The customer's words are theirs: staff cannot change them.
    await five.staff.patch(`/reviews/${four.reviewId}`, { words: 'changed by staff' })
    const kept = await (await testPayload()).findByID({ collection: 'reviews', id: four.reviewId })
    expect(kept.words).toBe('It was a 4-star night')
  })
})
