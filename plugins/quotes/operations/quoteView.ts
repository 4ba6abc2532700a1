import type { PayloadRequest } from 'payload'

import { currentTerms, loadCatalog } from '@booking'
import { emailSite } from '@email'
import { updatedOnLabel } from './quoteRevisions'
import { acceptedBookingLink } from './acceptedBookingLink'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { formatDateLong, formatTimeLabel, percentOf } from '@kernel'

import { quoteState } from '../core/quoteExpiry'
import { depositAllowed } from '../core/quotePayable'
import type { CreateQuoteData } from '../schemas'
import type { Quote } from './findQuote'

type PricedLine = { label: string; amountCents: number }

/** GET /api/quotes/:id?token=: the quote as its customer reads it, with the terms to sign. */
export async function quoteView(req: PayloadRequest, quote: Quote, now: Date) {
  const request = quote.request as CreateQuoteData
  const priced = quote.priced as { lines: PricedLine[]; totalCents: number }
  const terms = await currentTerms(req, now)
  const total = quote.totalCents ?? priced.totalCents
  const { settings } = await loadCatalog({ req })
  return {
    id: quote.id,
    number: quote.number,
    revision: quote.revision ?? 1,
    /** "November 27, 2026" when staff revised it (revision 2 on), else null. */
    updatedOnLabel: updatedOnLabel(quote),
    /** Who wrote it: the page names them ("We've asked … for a new quote"). */
    businessName: (await emailSite(req)).businessName,
    /** An accepted quote's booking page (manage link), when its booking has a link. */
    bookingLink: quote.status === 'accepted' ? await acceptedBookingLink(req, quote) : null,
    status: quoteState(quote.status, quote.expiresOn, todayInZone(now, BUSINESS_TIME_ZONE)),
    customerName: quote.customerName ?? '',
    email: quote.email ?? '',
    eventDate: request.eventDate,
    eventDateLabel: formatDateLong(request.eventDate, { weekday: false }),
    eventTimeLabel: formatTimeLabel(request.eventTime),
    address: request.address,
    lines: priced.lines.map((l) => ({ label: l.label, amountCents: l.amountCents })),
    totalCents: total,
    depositCents: percentOf(total, settings.depositPercent),
    /** The least deposit the customer may choose (core/payNow.ts checks it again at payment). */
    depositPercent: settings.depositPercent,
    /** The least deposit is below the gateway's minimum charge: the quote is paid in full. */
    fullPaymentOnly: !depositAllowed(total, settings.depositPercent),
    expiresOn: quote.expiresOn,
    expiresOnLabel: formatDateLong(quote.expiresOn, { weekday: false }),
    holdBooth: Boolean(quote.holdBooth),
    terms: {
      version: terms.version,
      hash: terms.hash,
      title: terms.title ?? 'Terms and conditions',
      text: terms.text,
    },
  }
}

export type QuoteView = Awaited<ReturnType<typeof quoteView>>
