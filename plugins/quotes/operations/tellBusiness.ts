import type { PayloadRequest } from 'payload'

import { pluginNotifier } from '@booking/server'
import { emailSite } from '@email'
import { notifyBusiness } from '@inquiries/server'

import type { Quote } from './findQuote'

/**
 * Tells staff about a customer's answer to a quote the way an inquiry does: an email to the
 * business (reply goes to the customer) and the instant alert, if one is connected. Best effort:
 * what happened is already stored.
 */
export async function tellBusiness(
  req: PayloadRequest,
  quote: Quote,
  subject: string,
  lines: string[],
  leadId: number | null,
): Promise<boolean> {
  const adminPath = leadId
    ? `/admin/collections/inquiries/${leadId}`
    : `/admin/collections/quotes/${quote.id}`
  await pluginNotifier(req.payload).notify({
    req,
    event: { kind: 'inquiry', name: quote.customerName ?? '', subject, adminPath },
  })
  const { siteUrl } = await emailSite(req)
  return notifyBusiness({
    req,
    subject,
    text: [...lines, `Open it: ${siteUrl}${adminPath}`].join('\n'),
    replyTo: quote.email ?? undefined,
  })
}
