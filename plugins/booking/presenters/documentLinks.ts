import { DOCUMENT_TITLE, type DocumentKind } from '../core'
import { formatCad, formatDateLong } from '@kernel'

/** A booking's documents as the manage page lists them (oldest first). */
export function documentLinks(
  docs: { number: string; kind: DocumentKind; issuedOn: string; amountCents: number }[],
) {
  return docs.map((d) => ({
    number: d.number,
    title: DOCUMENT_TITLE[d.kind],
    date: formatDateLong(d.issuedOn),
    amount: formatCad(d.amountCents),
  }))
}

export type DocumentLink = ReturnType<typeof documentLinks>[number]
