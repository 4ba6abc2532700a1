import type { PayloadRequest } from 'payload'

import { formatDateLong, formatTimeLabel } from '@kernel'
import { formatInstant } from '@kernel/time'
import { emailSite, renderEmail } from '@email'
import { deliveryOf, type EmailDelivery } from '@outbox/server'

type Offered = { id: number; name: string; email: string; eventDate: string }

type Offer = {
  time: string
  offerExpiresAt: string
  booking: { booking: { id: number }; token: string }
}

/**
 * Tells the person in line that a booth freed on their date, with the link to the held slot;
 * answers what became of the email (staff's "Offer now" says it).
 */
export async function sendWaitlistOffer(
  req: PayloadRequest,
  entry: Offered,
  { time, offerExpiresAt, booking }: Offer,
): Promise<EmailDelivery> {
  const site = await emailSite(req)
  const date = formatDateLong(entry.eventDate, { weekday: false })
  // The wizard opens the held booking at step 4 (its token, redacted in the Outbox's copy).
  const query = new URLSearchParams({
    waitlist: String(entry.id),
    booking: String(booking.booking.id),
    token: booking.token,
  })
  const link = `${site.siteUrl}/booking?${query}`
  const first = entry.name.split(' ')[0] || 'there'
  const email = renderEmail(`A photo booth is free on ${date}`, [
    `Hi ${first}, a booth just became free on ${date} at ${formatTimeLabel(time)}, and you are next on the waitlist. We are holding it for you.`,
    { link: ['Book it now', link] },
    `The booth is yours until ${formatInstant(offerExpiresAt)}; after that it goes to the next person waiting. Questions? Call or text ${site.businessPhone}.`,
  ])
  try {
    const result = await req.payload.sendEmail({
      to: entry.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
    return deliveryOf(result)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `waitlist offer ${entry.id} email failed` })
    return 'failed'
  }
}
