import type { PayloadRequest } from 'payload'

import { formatDateLong, formatTimeLabel } from '@kernel'
import { formatInstant } from '@kernel/time'
import { emailSite, renderEmail } from '@booking'

type Offered = { id: number; name: string; email: string; eventDate: string }

/** Tells the person in line that a booth freed on their date, with the link to book it. */
export async function sendWaitlistOffer(
  req: PayloadRequest,
  entry: Offered,
  time: string,
  offerExpiresAt: string,
): Promise<void> {
  const site = await emailSite(req)
  const date = formatDateLong(entry.eventDate, { weekday: false })
  // The wizard's link prefill (date, time, name, email), as the chat's "Book now" uses it.
  const query = new URLSearchParams({
    date: entry.eventDate,
    time,
    name: entry.name,
    email: entry.email,
    waitlist: String(entry.id),
  })
  const link = `${site.siteUrl}/booking?${query}`
  const first = entry.name.split(' ')[0] || 'there'
  const email = renderEmail(`A photo booth is free on ${date}`, [
    `Hi ${first}, a booth just became free on ${date} at ${formatTimeLabel(time)}, and you are next on the waitlist.`,
    { link: ['Book it now', link] },
    `The offer is yours until ${formatInstant(offerExpiresAt)}; after that it goes to the next person waiting. Questions? Call or text ${site.businessPhone}.`,
  ])
  try {
    await req.payload.sendEmail({
      to: entry.email,
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `waitlist offer ${entry.id} email failed` })
  }
}
