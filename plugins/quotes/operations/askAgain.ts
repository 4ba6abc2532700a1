import type { PayloadRequest } from 'payload'

import { inTransaction, type Failure } from '@server-kit'
import { emailSite } from '@email'
import { relId } from '@kernel'

import type { QuoteErrorCode } from '../messages'
import { findOwnedQuote } from './findQuote'
import { lockQuote } from './lockQuote'
import { reopenedStatus } from '../core/reopenLead'
import { leadForQuote } from './leadForQuote'
import { noteOnLead } from './noteOnLead'
import { tellBusiness } from './tellBusiness'

export type AskedAgain = { ok: true; leadId: number; businessName: string; email: string }
type Result = AskedAgain | Failure<QuoteErrorCode>

/**
 * "Ask for a new quote" from a closed (or open) quote's page: under the quote's row lock, so two
 * clicks make one lead, the request goes on the quote's lead (a new custom-quote lead from the
 * quote's customer when it has none, linked to the quote) as a history line, and a lead that is
 * not won goes back to new so it is on Today's "New inquiries" again. Then the business is told.
 */
export async function askAgain({
  req,
  id,
  token,
  message,
}: {
  req: PayloadRequest
  id: number
  token: string
  message?: string
}): Promise<Result> {
  if (!(await findOwnedQuote(req, id, token))) return { ok: false, code: 'not_found' }
  const recorded = await inTransaction(req, async () => {
    await lockQuote(req, id)
    const quote = await req.payload.findByID({ collection: 'quotes', id, depth: 0, req })
    const note = `Asked for a new quote from the page of ${quote.number}${message ? `: "${message}"` : '.'}`
    if (!quote.lead) return { quote, leadId: await leadForQuote(req, quote, note) }
    const leadId = relId(quote.lead)
    const lead = await req.payload.findByID({ collection: 'inquiries', id: leadId, depth: 0, req })
    await noteOnLead(req, leadId, note, reopenedStatus(lead.status))
    return { quote, leadId }
  })
  const { quote, leadId } = recorded
  await tellBusiness(
    req,
    quote,
    `New quote asked for: ${quote.customerName} (was ${quote.number})`,
    [
      `${quote.customerName} (${quote.email}) asks for a new quote.`,
      `Their quote ${quote.number} (revision ${quote.revision ?? 1}) is ${quote.status}.`,
      message ? `Message: ${message}` : 'No message.',
    ],
    leadId,
  )
  const site = await emailSite(req)
  return { ok: true, leadId, businessName: site.businessName, email: quote.email ?? '' }
}
