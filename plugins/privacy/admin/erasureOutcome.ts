const KEPT_WORDS: Record<string, [string, string]> = {
  bookings: ['booking', 'bookings'],
  payments: ['payment', 'payments'],
  receipt: ['receipt', 'receipts'],
  credit_note: ['credit note', 'credit notes'],
  invoice: ['invoice', 'invoices'],
}

/** What staff read after an erasure: what was kept and why, in words. */
export function erasureOutcome({ kept }: { kept: Record<string, number> }): string {
  const parts = Object.entries(kept).map(([kind, n]) => {
    const [one, many] = KEPT_WORDS[kind] ?? [kind, kind]
    return `${n} ${n === 1 ? one : many}`
  })
  return parts.length
    ? `Erased. Kept for the tax records, with their personal details blanked: ${parts.join(', ')}.`
    : 'Erased. They had no bookings or payments to keep.'
}
