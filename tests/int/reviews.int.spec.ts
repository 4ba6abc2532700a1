import { describe, expect, it } from 'vitest'

import { runReviewRequests } from '@reviews/server'

import { waitForMail } from '../helpers/mailCapture'
import { baseURL, testPayload } from '../helpers/payload'
import { stripeApp } from '../helpers/payments'
import { deliveredGallery, localReq, REMINDER, REQUEST, reviewMails, sql } from '../helpers/reviews'
import { staffApi } from '../helpers/staff'

const DAY = 86_400_000
const settle = () => new Promise((r) => setTimeout(r, 1500))

describe('review requests tied to gallery delivery', () => {
  it('a gallery opened on two servers at once sends one request; one reminder 5 days on', async () => {
    const staff = await staffApi()
    const { booking, slug } = await deliveredGallery(staff, 0)
    const opens = [baseURL(), stripeApp(), baseURL(), stripeApp()].map((base) =>
      fetch(`${base}/gallery/${slug}`),
    )
    expect((await Promise.all(opens)).map((r) => r.status)).toEqual([200, 200, 200, 200])
    const mail = await waitForMail(booking.email, REQUEST)
    await settle()
    expect(reviewMails(booking.email, REQUEST)).toHaveLength(1)
    // The link is signed and sent, never stored: the Outbox's copy has it redacted.
    const token = /\/review\/\d+\?token=([\w-]{43})/.exec(mail.text)?.[1]
    expect(token).toBeTruthy()
    const payload = await testPayload()
    const outbox = await payload.find({
      collection: 'outbox',
      where: { and: [{ booking: { equals: booking.id } }, { kind: { equals: 'review_request' } }] },
      depth: 0,
    })
    expect(outbox.docs).toHaveLength(1)
    expect(JSON.stringify(outbox.docs[0])).not.toContain(token!)
    const rows = await sql('select * from review_requests where booking_id = $1', [booking.id])
    expect(JSON.stringify(rows.rows)).not.toContain(token!)
    expect(rows.rows[0].sent_via).toBe('email')
    // The transactional sender's details CASL asks for are in it.
    expect(mail.text).toMatch(/We will send one reminder at most/)
    // Five days later: the reminder, once, even if the pass runs twice at once.
    const later = new Date(Date.now() + 5 * DAY + 60_000)
    // (Other files' requests may be due too: count this booking's.)
    await Promise.all([
      runReviewRequests({ req: await localReq(), now: later }),
      runReviewRequests({ req: await localReq(), now: later }),
    ])
    await runReviewRequests({ req: await localReq(), now: new Date(later.getTime() + 9 * DAY) })
    await waitForMail(booking.email, REMINDER)
    await settle()
    expect(reviewMails(booking.email, REMINDER)).toHaveLength(1)
  })

  it('24 hours after "Your gallery is ready" without an opening; never for a cancelled booking', async () => {
    const staff = await staffApi()
    const kept = await deliveredGallery(staff, 1, '09:00')
    const cancelled = await deliveredGallery(staff, 1, '15:00')
    expect((await staff.post(`/bookings/${cancelled.booking.id}/cancel`, {})).status).toBe(200)
    const now = new Date()
    const aDayAgo = new Date(now.getTime() - DAY - 60_000).toISOString()
    await sql('update galleries set ready_email_at = $1 where booking_id = any($2)', [
      aDayAgo,
      [kept.booking.id, cancelled.booking.id],
    ])
    // The cancelled booking's gallery opened: still nothing for it.
    expect((await fetch(`${baseURL()}/gallery/${cancelled.slug}`)).status).toBe(200)
    await runReviewRequests({ req: await localReq(), now })
    await waitForMail(kept.booking.email, REQUEST)
    await settle()
    expect(reviewMails(cancelled.booking.email, REQUEST)).toHaveLength(0)
    await runReviewRequests({ req: await localReq(), now: new Date(now.getTime() + 6 * DAY) })
    expect(reviewMails(cancelled.booking.email, /review/i)).toHaveLength(0)
  })

  it('staff send it from the booking, or stop it (then nothing goes)', async () => {
    const staff = await staffApi()
    const sent = await deliveredGallery(staff, 2, '09:00')
    const stopped = await deliveredGallery(staff, 2, '15:00')
    const send = await staff.post(`/review-request/${sent.booking.id}/send`, {})
    expect(send.status).toBe(200)
    await waitForMail(sent.booking.email, REQUEST)
    const again = await staff.post(`/review-request/${sent.booking.id}/send`, {})
    expect([again.status, (await again.json()).code]).toEqual([409, 'already_sent'])
    expect((await staff.post(`/review-request/${stopped.booking.id}/stop`, {})).status).toBe(200)
    await fetch(`${baseURL()}/gallery/${stopped.slug}`)
    await runReviewRequests({ req: await localReq(), now: new Date(Date.now() + 6 * DAY) })
    await settle()
    expect(reviewMails(stopped.booking.email, /review/i)).toHaveLength(0)
    const view = await (await staff.get(`/review-request/${stopped.booking.id}`)).json()
    expect(view).toMatchObject({ sentAt: null, stoppedBy: expect.any(String) })
    const anon = await fetch(`${baseURL()}/api/review-request/${sent.booking.id}`)
    expect(anon.status).toBe(401)
  })
})
