import type { PayloadRequest } from 'payload'

import { formatDateLong, formatTimeLabel } from '@kernel'

import type { CreateQuoteData } from '../schemas'
import type { Quote } from './findQuote'

/** A new custom-quote lead from the quote's customer and event, with `note`; linked to the quote. */
export async function leadForQuote(req: PayloadRequest, quote: Quote, note: string) {
  const request = quote.request as CreateQuoteData
  const priced = quote.priced as { lines?: { label: string }[] } | null
  const lead = await req.payload.create({
    collection: 'inquiries',
    depth: 0,
    req,
    data: {
      kind: 'custom_quote',
      status: 'new',
      name: quote.customerName ?? `${request.firstName} ${request.lastName}`,
      email: quote.email ?? request.email,
      phone: request.phone,
      address: request.address,
      // As people read them, like the forms' leads (readableSlot).
      requestedDate: formatDateLong(request.eventDate),
      requestedTime: formatTimeLabel(request.eventTime),
      packageName: priced?.lines?.[0]?.label,
      message: `New quote asked for (was ${quote.number}).`,
      staffNote: note,
    },
  })
  await req.payload.update({
    collection: 'quotes',
    id: quote.id,
    depth: 0,
    req,
    data: { lead: lead.id },
  })
  return lead.id
}
