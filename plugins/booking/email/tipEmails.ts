// Tips for the attendant (issue 35): the receipt's email, and the offer in the thank-you email.
import { formatCad, formatDateLong } from '@kernel'

import { tipPresets } from '../core/tips'
import type { EmailBooking, EmailSite, RenderedEmail } from './emailTypes'
import { renderEmail, type Block } from '@email'

export function tipReceiptEmail(
  b: EmailBooking,
  s: EmailSite,
  amount: string | null,
): RenderedEmail {
  return renderEmail(`Thank you for your tip${amount ? ` of ${amount}` : ''}`, [
    `Hi ${b.firstName}, thank you for tipping the attendant of your event on ${formatDateLong(b.eventDate)} (booking ${b.reference}). The whole tip goes to them.`,
    'Your receipt is attached. A tip is voluntary and not part of the price, so it carries no GST or RST.',
    `Questions? Call or text ${s.businessPhone} or email ${s.businessEmail}.`,
  ])
}

/** The thank-you email's optional tip: the presets in dollars and a link to the manage page. */
export function tipOffer(b: EmailBooking): Block[] {
  if (!b.packagePriceCents) return []
  const presets = tipPresets(b.packagePriceCents)
    .map((p) => `${p.percent}% (${formatCad(p.cents)})`)
    .join(', ')
  return [
    `If your attendant made the night, you can leave them a tip: ${presets} of the package price, or any amount. It is entirely optional.`,
    { link: ['Leave a tip', `${b.manageLink}#tip`] },
  ]
}
