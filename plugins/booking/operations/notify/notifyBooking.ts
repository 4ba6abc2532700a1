import type { PayloadRequest } from 'payload'

import { pluginGallery } from '../runtime/pluginIntegrations'

import type { Booking } from '../../types'

import { bookingIcs } from '../../email/bookingIcs'
import {
  EMAIL_EVENTS,
  eventNote,
  scheduleNote,
  type BookingEmailEvent,
} from '../../email/emailEvents'
import { appendBlocks, emailSite, type RenderedEmail } from '@email'
import { moneyOf } from '@kernel'
import type { CancellationDetails } from '../../email/staffActionEmails'
import { toEmailBooking } from '../../email/toEmailBooking'
import { BOOKING_HEADER, deliveryOf, type EmailDelivery, KIND_HEADER } from '@outbox/server'
import { sendCommercialEmail } from '@privacy/server'
import type { DocumentRecord } from '../../presenters/documentView'
import { tokenFor } from '../records/bookingToken'
import { documentMail } from '../documents/documentMail'

export type { BookingEmailEvent } from '../../email/emailEvents'

type NotifyArgs = {
  req: PayloadRequest
  booking: Booking
  event: BookingEmailEvent
  /** For 'cancelled': the refund given and the staff's reason. */
  cancellation?: CancellationDetails
  /** Receipts, credit notes or invoices this event produced: linked and attached as PDFs. */
  documents?: DocumentRecord[]
}

/**
 * Emails for a booking event. Sent after the money is settled and committed: a mail server
 * failure is logged for staff but never undoes or fails a payment. Returns false when one failed.
 */
export async function notifyBooking(args: NotifyArgs): Promise<boolean> {
  return (await notifyBookingDelivery(args)).delivery !== 'failed'
}

/**
 * The same, answering what became of the customer's email (sent, queued, not sent, failed) and
 * the link it carried, so a screen says what really happened and staff can pass the link on.
 */
export async function notifyBookingDelivery({
  req,
  booking,
  event,
  cancellation,
  documents = [],
}: NotifyArgs): Promise<{ delivery: EmailDelivery; link: string | null }> {
  let link: string | null = null
  try {
    const full = await req.payload.findByID({
      collection: 'bookings',
      id: booking.id,
      depth: 0,
      showHiddenFields: true,
    })
    const site = await emailSite(req)
    const token = tokenFor(req.payload.secret, full)
    const b = toEmailBooking(full, site.siteUrl, token)
    // A pasted gallery URL (hosted elsewhere) wins; else the event gallery once it has photos.
    if (event === 'thank_you' && !b.galleryUrl) {
      const gallery = await pluginGallery(req.payload)(req, full.id)
      if (gallery?.photoCount) b.galleryUrl = gallery.url
    }
    link = ['payment_link', 'balance_reminder', 'instalment_notice', 'instalment_failed'].includes(
      event,
    )
      ? b.balanceLink
      : b.manageLink
    const mail = await documentMail({ documents, siteUrl: site.siteUrl, bookingId: full.id, token })
    if (mail.failed)
      req.payload.logger.error({ msg: `${mail.failed} PDF(s) for booking ${booking.id} failed` })
    const fileUnder = { [BOOKING_HEADER]: String(booking.id) } // its booking, in the Outbox
    const send = (to: string, email: RenderedEmail, attachments: Attachment[] = []) =>
      req.payload.sendEmail({
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments,
        replyTo: to === b.email ? site.businessEmail : b.email,
        headers: { ...fileUnder, [KIND_HEADER]: to === b.email ? event : 'owner_copy' },
      })
    const emails = EMAIL_EVENTS[event]
    const facts = {
      note: eventNote(event, full.history),
      schedule: scheduleNote(event, full.history),
      cancellation: cancellation ?? { refund: moneyOf(0), reason: null },
    }
    const ics: Attachment[] =
      'calendar' in emails && emails.calendar
        ? [
            {
              filename: `${b.reference}.ics`,
              content: bookingIcs(b, site),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ]
        : []
    // The customer's copy carries the documents; the business's notification does not.
    const customer = appendBlocks(emails.customer(b, site, facts), mail.blocks)
    // A review request is commercial (CASL): consent, the sender's details, an unsubscribe.
    if (event === 'thank_you') {
      const sent = await sendCommercialEmail({
        req,
        kind: event,
        to: b.email,
        mail: customer,
        headers: fileUnder,
      })
      return { delivery: sent.ok ? sent.delivery : 'not_sent', link }
    }
    const result = await send(b.email, customer, [...ics, ...mail.attachments])
    if (emails.owner) await send(site.businessEmail, emails.owner(b, site, facts))
    return { delivery: deliveryOf(result), link }
  } catch (error) {
    req.payload.logger.error({
      err: error,
      msg: `email '${event}' for booking ${booking.id} failed`,
    })
    return { delivery: 'failed', link }
  }
}

type Attachment = { filename: string; content: string | Buffer; contentType: string }
