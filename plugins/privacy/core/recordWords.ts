import { formatWinnipegInstant } from '@kernel/format/formatWinnipegInstant'

// Staff read the privacy log and the erasure outcome: kinds of records in words, never keys.
const WORDS: Record<string, [string, string]> = {
  bookings: ['booking', 'bookings'],
  payments: ['payment', 'payments'],
  documents: ['document', 'documents'],
  receipt: ['receipt', 'receipts'],
  credit_note: ['credit note', 'credit notes'],
  invoice: ['invoice', 'invoices'],
  emails: ['email', 'emails'],
  chats: ['chat', 'chats'],
  chatMessages: ['chat message', 'chat messages'],
  carts: ['cart', 'carts'],
  inquiries: ['inquiry', 'inquiries'],
  subscriptions: ['newsletter subscription', 'newsletter subscriptions'],
  consents: ['consent record', 'consent records'],
  mentions: ['other mention', 'other mentions'],
  agreement: ['agreement', 'agreements'],
  quote: ['quote', 'quotes'],
  quotes: ['quote', 'quotes'],
  paymentErrors: ['payment error log', 'payment error logs'],
  designProofs: ['design proof', 'design proofs'],
  waitlist: ['waitlist entry', 'waitlist entries'],
  unsubscribes: ['unsubscribe record', 'unsubscribe records'],
}

/** `{ bookings: 1, credit_note: 2 }` → "1 booking, 2 credit notes" (zero counts left out). */
export function countsInWords(counts: Record<string, number>, none = 'nothing'): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => {
      const [one, many] = WORDS[kind] ?? [kind, kind]
      return `${n} ${n === 1 ? one : many}`
    })
  return parts.length ? parts.join(', ') : none
}

/** Why an erasure keeps the money records and numbered documents, as the log words it. */
export const KEPT_BY_LAW = 'Kept (Income Tax Act s. 230, six years; personal fields blanked)'

/**
 * What staff read after an erasure: what the law makes the business keep (the bookings, payments
 * and numbered documents, their numbers and amounts, for six years) and that automatic payments
 * stopped.
 */
export function erasureOutcome({
  kept,
  autopayOff = 0,
}: {
  kept: Record<string, number>
  autopayOff?: number
}): string {
  const words = countsInWords(kept, '')
  const autopay = autopayOff
    ? ` Automatic payments are off and the saved card is forgotten on ${countsInWords({ bookings: autopayOff })}.`
    : ''
  return words
    ? `Erased. The law makes us keep the tax records for six years (Income Tax Act s. 230), so these stay, with their numbers and amounts unchanged and the personal details blanked: ${words}.${autopay}`
    : `Erased. They had no bookings or payments to keep.${autopay}`
}

/** What a retention run removed, and the dates it measured from, as a staff member reads it. */
export function retentionDetails(cut: {
  cartsBefore: Date
  chatsBefore: Date
  outboxBodiesBefore: Date
  lastEventYearAtMost: number
}): string {
  const at = (d: Date) => formatWinnipegInstant(d)
  return [
    `Carts left before ${at(cut.cartsBefore)} and not booked: deleted.`,
    `Chats with no message since ${at(cut.chatsBefore)}: deleted.`,
    `Email bodies sent before ${at(cut.outboxBodiesBefore)}: blanked (who and when kept).`,
    `Customers whose last event was in ${cut.lastEventYearAtMost} or earlier: anonymised; their bookings, payments and documents kept with personal details blanked.`,
  ].join('\n')
}
