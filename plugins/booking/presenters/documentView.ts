import { DOCUMENT_TITLE, type DocumentKind } from '../core/documentNumber'
import type { DocumentBreakdown } from '../core/documentLines'
import { formatCad, formatDateLong, formatPercent } from '@kernel'

/** The fields of a stored document that its page and its PDF print (plain data, no Payload). */
export type DocumentRecord = {
  number: string
  kind: DocumentKind
  issuedOn: string
  description?: string | null
  billedTo?: string | null
  billedEmail?: string | null
  method?: string | null
  amountCents: number
  netCents: number
  gstCents: number
  rstCents: number
  gstPercent?: number | null
  rstPercent?: number | null
  /** Lines and standing as issued (json; older documents have none). */
  breakdown?: unknown
  seller?: {
    legalName?: string | null
    gstNumber?: string | null
    address?: string | null
    phone?: string | null
    email?: string | null
  } | null
}

const TOTAL: Record<DocumentKind, string> = {
  receipt: 'Amount paid',
  credit_note: 'Amount refunded',
  invoice: 'Balance due',
}

const isBreakdown = (v: unknown): v is DocumentBreakdown =>
  !!v && typeof v === 'object' && Array.isArray((v as DocumentBreakdown).lines)

/** Its lines, each with its tax: their GST and RST add up to the document's (documentLines). */
function lineTable(b: DocumentBreakdown | null) {
  if (!b?.lines.length) return null
  return {
    head: ['Item', 'Before tax', 'GST', 'RST', 'Amount'] as const,
    rows: b.lines.map((l) => [
      l.label,
      formatCad(l.netCents),
      formatCad(l.gstCents),
      formatCad(l.rstCents),
      formatCad(l.amountCents),
    ]),
  }
}

/** The booking around the document: its total, paid before, this document, the balance after. */
function standing(d: DocumentRecord, b: DocumentBreakdown | null): [string, string][] {
  if (!b || b.tip) return []
  const rows: [string, string][] = [
    ['Booking total (taxes included)', formatCad(b.bookingTotalCents)],
    ['Paid before', formatCad(b.paidBeforeCents)],
  ]
  if (d.kind === 'receipt') rows.push(['This payment', formatCad(d.amountCents)])
  rows.push(['Balance after', formatCad(b.balanceAfterCents)])
  return rows
}

/** What a receipt, credit note or invoice says, in order, for the HTML page and the PDF alike. */
export function documentView(d: DocumentRecord) {
  const breakdown = isBreakdown(d.breakdown) ? d.breakdown : null
  const seller = d.seller ?? {}
  const note = breakdown?.tip
    ? 'Thank you! The whole tip goes to the attendant who ran your booth.'
    : d.kind === 'receipt'
      ? 'Paid. Thank you!' // the method (with the card's last 4 digits) has its own line
      : d.kind === 'credit_note'
        ? 'This amount is credited back to you: card payments return to the card, cash and e-transfers by e-transfer.'
        : "Please pay the balance by its due date from your booking's page."
  return {
    title: DOCUMENT_TITLE[d.kind],
    number: d.number,
    date: formatDateLong(d.issuedOn),
    seller: {
      name: seller.legalName ?? '',
      lines: [seller.address, seller.phone, seller.email].filter((l): l is string => !!l),
      gstNumber: seller.gstNumber ?? null,
    },
    billedTo: [d.billedTo, d.billedEmail].filter((l): l is string => !!l),
    description: d.description ?? '',
    rows: [
      ['Before tax', formatCad(d.netCents)],
      [`GST (${formatPercent(d.gstPercent)})`, formatCad(d.gstCents)],
      [`RST (${formatPercent(d.rstPercent)})`, formatCad(d.rstCents)],
    ] as [string, string][],
    total: (breakdown?.tip
      ? ['Tip received (no GST or RST on a voluntary tip)', formatCad(d.amountCents)]
      : [`${TOTAL[d.kind]} (taxes included)`, formatCad(d.amountCents)]) as [string, string],
    lines: lineTable(breakdown),
    standing: standing(d, breakdown),
    method: d.method ?? null,
    note,
  }
}

export type DocumentView = ReturnType<typeof documentView>
