import type { PayloadRequest } from 'payload'

import { formatCad, formatDateLong } from '@kernel'
import { emailSite, renderEmail } from '@booking'
import { deliveryOf, type EmailDelivery } from '@outbox'

/** Emails the customer the private link to their quote (sent after the quote's transaction). */
export async function sendQuoteEmail(
  req: PayloadRequest,
  id: number,
  token: string,
): Promise<EmailDelivery> {
  const quote = await req.payload.findByID({ collection: 'quotes', id, depth: 0, req })
  const site = await emailSite(req)
  const link = `${site.siteUrl}/quote/${id}?token=${encodeURIComponent(token)}`
  const first = (quote.customerName ?? '').split(' ')[0] || 'there'
  const email = renderEmail(`Your photo booth quote ${quote.number}`, [
    `Hi ${first}, here is your quote from ${site.businessName}: ${formatCad(quote.totalCents ?? 0)}, taxes included.`,
    { link: ['View, sign and pay', link] },
    `The quote is good until ${formatDateLong(quote.expiresOn, { weekday: false })}. Questions? Call or text ${site.businessPhone}.`,
  ])
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
