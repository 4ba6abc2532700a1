import type { PayloadRequest } from 'payload'

import { formatCad, formatDateLong } from '@kernel'
import { emailSite, renderEmail, type RenderedEmail } from '@email'
import { deliveryOf, type EmailDelivery } from '@outbox/server'

import type { Quote } from './findQuote'

/**
 * Emails the customer the private link to their quote and its PDF (sent after the quote's
 * transaction). `updated`: a revision ("Your quote has been updated"), the same link again; a
 * quote made before links could be rebuilt (no token) is pointed to the first email's link.
 */
export async function sendQuoteEmail(
  req: PayloadRequest,
  id: number,
  token: string,
  options: { updated?: boolean } = {},
): Promise<EmailDelivery> {
  const quote = await req.payload.findByID({ collection: 'quotes', id, depth: 0, req })
  const email = await quoteEmail(req, quote, token, Boolean(options.updated))
  try {
    const result = await req.payload.sendEmail({
      to: quote.email ?? '',
      subject: email.subject,
      text: email.text,
      html: email.html,
    })
    return deliveryOf(result)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `quote ${quote.number} email failed` })
    return 'failed'
  }
}

async function quoteEmail(
  req: PayloadRequest,
  quote: Quote,
  token: string,
  updated: boolean,
): Promise<RenderedEmail> {
  const site = await emailSite(req)
  const base = `${site.siteUrl}/quote/${quote.id}?token=${encodeURIComponent(token)}`
  const pdf = `${site.siteUrl}/api/quotes/${quote.id}/pdf?token=${encodeURIComponent(token)}`
  const first = (quote.customerName ?? '').split(' ')[0] || 'there'
  const total = formatCad(quote.totalCents ?? 0)
  const links = token
    ? [
        { link: ['View, sign and pay', base] as [string, string] },
        { link: ['Download the quote (PDF)', pdf] as [string, string] },
      ]
    : ['Open it from the link in the first email we sent you.']
  return renderEmail(
    updated
      ? `Your quote has been updated (${quote.number})`
      : `Your photo booth quote ${quote.number}`,
    [
      updated
        ? `Hi ${first}, ${site.businessName} has updated your quote ${quote.number}: it is now ${total}, taxes included.`
        : `Hi ${first}, here is your quote from ${site.businessName}: ${total}, taxes included.`,
      ...links,
      `The quote is good until ${formatDateLong(quote.expiresOn, { weekday: false })}. Questions? Call or text ${site.businessPhone}.`,
    ],
  )
}
