import type { PayloadRequest } from 'payload'

import { siteOrigin } from '@server-kit'

import type { Booking } from '../types'

import { bookingIcs } from '../email/bookingIcs'
import {
  balanceReceiptEmail,
  balanceReminderEmail,
  businessNotificationEmail,
  confirmationEmail,
  refundEmail,
  staffRefundAlert,
} from '../email/bookingEmails'
import type { EmailBooking, EmailSite, RenderedEmail } from '../email/emailTypes'
import {
  cancellationEmail,
  paymentLinkEmail,
  staffCancellationAlert,
  type CancellationDetails,
} from '../email/staffActionEmails'
import { toEmailBooking } from '../email/toEmailBooking'
import { followUpEmail, type FollowUpEvent } from '../email/followUpEmail'
import { BOOKING_HEADER } from '@outbox'
import { appendBlocks } from '../email/renderEmail'
import type { DocumentRecord } from '../presenters/documentView'
import { tokenFor } from './bookingToken'
import { documentMail } from './documentMail'

export type BookingEmailEvent =
  | 'confirmed'
  | 'changed'
  | 'refunded'
  | 'balance'
  | 'balance_reminder'
  | 'payment_link'
  | 'cancelled'
  | FollowUpEvent

export async function emailSite(req: PayloadRequest): Promise<EmailSite> {
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  // Links in emails are absolute: the site URL, else the origin `npm start` serves.
  const siteUrl = siteOrigin()
  return {
    businessName: settings.businessName,
    businessEmail: settings.email,
    businessPhone: settings.phone,
    siteUrl,
    reviewUrl: settings.reviewUrl ?? null,
  }
}

/**
 * Emails for a booking event. Sent after the money is settled and committed: a mail server
 * failure is logged for staff but never undoes or fails a payment. Returns false when one failed.
 */
export async function notifyBooking({
  req,
  booking,
  event,
  cancellation,
  documents = [],
}: {
  req: PayloadRequest
  booking: Booking
  event: BookingEmailEvent
  /** For 'cancelled': the refund given and the staff's reason. */
  cancellation?: CancellationDetails
  /** Receipts, credit notes or invoices this event produced: linked and attached as PDFs. */
  documents?: DocumentRecord[]
}): Promise<boolean> {
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
    const mail = await documentMail({ documents, siteUrl: site.siteUrl, bookingId: full.id, token })
    if (mail.failed)
      req.payload.logger.error({ msg: `${mail.failed} PDF(s) for booking ${booking.id} failed` })
    const send = (
      to: string,
      rendered: RenderedEmail,
      attachments: { filename: string; content: string | Buffer; contentType: string }[] = [],
    ) => {
      // The customer's copy carries the documents; the business's notification does not.
      const email = to === b.email ? appendBlocks(rendered, mail.blocks) : rendered
      return req.payload.sendEmail({
        to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        attachments: to === b.email ? [...attachments, ...mail.attachments] : attachments,
        replyTo: to === b.email ? site.businessEmail : b.email,
        headers: { [BOOKING_HEADER]: String(booking.id) }, // files it under the booking in the Outbox
      })
    }
    await sendEventEmails({ event, b, site, send, cancellation })
    return true
  } catch (error) {
    req.payload.logger.error({
      err: error,
      msg: `email '${event}' for booking ${booking.id} failed`,
    })
    return false
  }
}

type Send = (
  to: string,
  rendered: RenderedEmail,
  attachments?: { filename: string; content: string | Buffer; contentType: string }[],
) => Promise<unknown>

/** Which emails an event sends, and to whom. */
async function sendEventEmails(args: {
  event: BookingEmailEvent
  b: EmailBooking
  site: EmailSite
  send: Send
  cancellation?: CancellationDetails
}) {
  const { event, b, site, send, cancellation } = args
  if (event === 'confirmed' || event === 'changed') {
    const ics = {
      filename: `${b.reference}.ics`,
      content: bookingIcs(b, site),
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    }
    const email = confirmationEmail(b, site)
    // A change sends the whole booking again (new times, lines and balance) under its own subject.
    if (event === 'changed') email.subject = `Booking updated: ${b.reference}`
    await send(b.email, email, [ics])
    await send(site.businessEmail, businessNotificationEmail(b, site))
  } else if (event === 'refunded') {
    await send(b.email, refundEmail(b, site))
    await send(site.businessEmail, staffRefundAlert(b))
  } else if (event === 'cancelled') {
    const details = cancellation ?? { refund: '0.00', reason: null }
    await send(b.email, cancellationEmail(b, site, details))
    await send(site.businessEmail, staffCancellationAlert(b, details))
  } else if (event in followUpEmail) {
    await send(b.email, followUpEmail[event as FollowUpEvent](b, site))
  } else if (event === 'payment_link') {
    await send(b.email, paymentLinkEmail(b, site))
  } else if (event === 'balance') {
    await send(b.email, balanceReceiptEmail(b, site))
  } else {
    await send(b.email, balanceReminderEmail(b, site))
  }
}
