import { renderEmail } from '@email'
import { formatDateLong } from '@kernel'

export type RequestEmailFacts = {
  firstName: string
  eventDate: string
  eventType: string | null
  link: string
  businessName: string
  businessPhone: string
  businessEmail: string
  mailingAddress: string | null
}

/**
 * The request and its reminder: a transactional follow-up about their own event (no offer, no
 * promotion), signed with the sender's name, mailing address and contact details as CASL asks.
 */
export function reviewRequestEmail(kind: 'request' | 'reminder', f: RequestEmailFacts) {
  const event = f.eventType ? `${f.eventType.toLowerCase()}` : 'event'
  const subject =
    kind === 'request'
      ? `How was your ${event}? A minute for a review`
      : `A reminder: your review of ${formatDateLong(f.eventDate)}`
  const opening =
    kind === 'request'
      ? `Hi ${f.firstName}, we hope you and your guests are enjoying the photos from your ${event} on ${formatDateLong(f.eventDate)}.`
      : `Hi ${f.firstName}, a short reminder in case our last email got buried: we would still like to hear how your ${event} on ${formatDateLong(f.eventDate)} went.`
  return renderEmail(subject, [
    opening,
    'How did the photo booth do? A star rating and a few words take about a minute, and tell us what to keep and what to do better. You choose whether it may appear on our website.',
    { link: ['Review your event', f.link] },
    'This link is yours alone: please do not forward it.',
    kind === 'request'
      ? 'We will send one reminder at most.'
      : 'This is the last email we send about it.',
    [f.businessName, f.mailingAddress?.replace(/\s*\n\s*/g, ', '), f.businessPhone, f.businessEmail]
      .filter(Boolean)
      .join(' · '),
  ])
}

/** The text beside the email (a text never carries a token link: it points to the email). */
export const reviewRequestText = (firstName: string, businessName: string) =>
  `${businessName}: Hi ${firstName}, how did the photo booth do at your event? We emailed you a short review link (about a minute). Thank you!`
