import type { PayloadRequest } from 'payload'

import { type Actor, lockBooking, updateBookingWithHistory, findBooking } from '@booking/server'
import { emailSite } from '@email'
import { BOOKING_HEADER, KIND_HEADER, queueSms } from '@outbox/server'
import { afterCommit, inTransaction, type Failure } from '@server-kit'

import { reviewRequestEmail, reviewRequestText } from '../email/reviewRequestEmail'
import { reviewUrl } from '../keys/reviewToken'
import { claimSend, recordChannels } from './requestRows'

export type SendResult =
  | { ok: true; sent: boolean; via: string | null }
  | Failure<'not_found' | 'booking_not_active' | 'already_reviewed'>

/**
 * Sends the booking's review request (or its one reminder) once, whichever server or staff
 * member gets there first: the row is claimed in SQL under the booking's lock, then the email
 * (and a text, when the customer agreed to texts) goes through the Outbox and the booking's
 * history says so. Never for a booking that is not confirmed, nor one already reviewed.
 */
export async function sendRequest(args: {
  req: PayloadRequest
  bookingId: number
  kind: 'request' | 'reminder'
  now: Date
  actor?: Actor
}): Promise<SendResult> {
  const { req, bookingId, kind, now } = args
  return inTransaction(req, async (): Promise<SendResult> => {
    await lockBooking(req, bookingId)
    const booking = await findBooking(req, bookingId)
    if (!booking) return { ok: false, code: 'not_found' }
    if (booking.status !== 'confirmed') return { ok: false, code: 'booking_not_active' }
    const reviewed = await req.payload.count({
      collection: 'reviews',
      where: { booking: { equals: bookingId } },
      req,
    })
    if (reviewed.totalDocs > 0) return { ok: false, code: 'already_reviewed' }
    if (!(await claimSend(req, bookingId, kind, now))) return { ok: true, sent: false, via: null }
    const site = await emailSite(req)
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    const mail = reviewRequestEmail(kind, {
      firstName: booking.firstName,
      eventDate: booking.eventDate,
      eventType: booking.eventType ?? null,
      link: reviewUrl(site.siteUrl, req.payload.secret, bookingId),
      businessName: site.businessName,
      businessPhone: site.businessPhone,
      businessEmail: site.businessEmail,
      mailingAddress: settings.mailingAddress ?? null,
    })
    // After the commit: the Outbox records it on its own connection, and its row refers to the
    // booking this transaction holds locked. The claim is then kept; the Outbox retries a refusal.
    await afterCommit(req, async () => {
      await req.payload.sendEmail({
        to: booking.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        replyTo: site.businessEmail,
        headers: { [BOOKING_HEADER]: String(bookingId), [KIND_HEADER]: `review_${kind}` },
      })
    })
    const texted = await queueSms(req, {
      to: booking.phone,
      text: reviewRequestText(booking.firstName, site.businessName),
      kind: `review_${kind}`,
      audience: 'customer',
      bookingId,
      dedupeKey: `review_${kind}:${bookingId}`,
    })
    const via = texted === 'queued' ? 'email and text' : 'email'
    if (kind === 'request') await recordChannels(req, bookingId, via)
    await updateBookingWithHistory({
      req,
      booking,
      entry: {
        actor: args.actor ?? { kind: 'system', name: 'system' },
        now,
        action: kind === 'request' ? 'Review request sent' : 'Review reminder sent',
        note: `By ${via}`,
      },
    })
    return { ok: true, sent: true, via }
  })
}
