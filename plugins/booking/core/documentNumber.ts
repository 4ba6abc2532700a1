// Receipts, credit notes and invoices are numbered per kind and per year: R-2027-00012.

export type DocumentKind = 'receipt' | 'credit_note' | 'invoice'

export const DOCUMENT_PREFIX: Record<DocumentKind, string> = {
  receipt: 'R',
  credit_note: 'C',
  invoice: 'I',
}

export const DOCUMENT_TITLE: Record<DocumentKind, string> = {
  receipt: 'Receipt',
  credit_note: 'Credit note',
  invoice: 'Invoice',
}

/** R-2027-00012; five digits at least, more when a year ever needs them. */
export function formatDocumentNumber(kind: DocumentKind, year: number, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`Not a document sequence: ${sequence}`)
  return `${DOCUMENT_PREFIX[kind]}-${year}-${String(sequence).padStart(5, '0')}`
}

/** The number a visitor typed or a link carried, checked for shape before any lookup. */
export const DOCUMENT_NUMBER_PATTERN = /^[RCI]-\d{4}-\d{5,9}$/
