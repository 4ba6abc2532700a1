import type { DataFromGlobalSlug } from 'payload'

import { documentLines, percentToBps, splitTax, type DocumentView } from '@booking/server'
import { formatCad, formatDateLong, formatPercent, formatTimeLabel } from '@kernel'

import type { CreateQuoteData } from '../schemas'
import type { Quote } from './findQuote'

type Settings = DataFromGlobalSlug<'site-settings'>
type Line = { label: string; amountCents: number }

/**
 * A quote as the receipts' PDF prints it (renderDocumentPdf): its number and revision, the
 * customer, the event in Winnipeg's 12-hour time, every line with the GST and RST inside it, and
 * the total. The taxes come from the receipts' one rule (splitTax, documentLines), so the quote's
 * tax lines are what the receipt for paying it in full will say.
 */
export function quotePdfView(quote: Quote, settings: Settings, issuedOn: string) {
  const request = quote.request as CreateQuoteData
  const lines = ((quote.priced as { lines?: Line[] } | null)?.lines ?? []).map((l) => ({
    label: l.label,
    amountCents: l.amountCents,
  }))
  const total = quote.totalCents ?? 0
  const split = splitTax(total, {
    gstBps: percentToBps(settings.gstPercent),
    rstBps: percentToBps(settings.rstPercent),
  })
  const taxed = documentLines(lines, { amountCents: total, ...split })
  const expires = formatDateLong(quote.expiresOn)
  const view: DocumentView & { partyHeading: string } = {
    title: 'Quote',
    number: `${quote.number}, revision ${quote.revision ?? 1}`,
    date: formatDateLong(issuedOn),
    partyHeading: 'Prepared for',
    seller: {
      name: settings.legalName || settings.businessName,
      lines: [settings.legalAddress, settings.phone, settings.email].filter(
        (l): l is string => !!l,
      ),
      gstNumber: settings.gstNumber ?? null,
    },
    billedTo: [quote.customerName, quote.email].filter((l): l is string => !!l),
    description: `Photo booth rental on ${formatDateLong(request.eventDate)} at ${formatTimeLabel(request.eventTime)} (Winnipeg time), ${request.address}.`,
    lines: {
      head: ['Item', 'Before tax', 'GST', 'RST', 'Amount'] as const,
      rows: taxed.length
        ? taxed.map((l) => [
            l.label,
            ...[l.netCents, l.gstCents, l.rstCents, l.amountCents].map(formatCad),
          ])
        : lines.map((l) => [l.label, '', '', '', formatCad(l.amountCents)]),
    },
    rows: [
      ['Before tax', formatCad(split.netCents)],
      [`GST (${formatPercent(settings.gstPercent)})`, formatCad(split.gstCents)],
      [`RST (${formatPercent(settings.rstPercent)})`, formatCad(split.rstCents)],
    ],
    total: ['Total (taxes included)', formatCad(total)],
    standing: [['Good until', expires]],
    method: null,
    note: `This quote is good until ${expires}. To accept it, sign and pay from the link in your quote email.`,
  }
  return view
}
