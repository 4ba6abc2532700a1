import { countsInWords } from '../core/recordWords'

/** What staff read after an erasure: what was kept and why, in words. */
export function erasureOutcome({ kept }: { kept: Record<string, number> }): string {
  const words = countsInWords(kept, '')
  return words
    ? `Erased. Kept for the tax records, with their personal details blanked: ${words}.`
    : 'Erased. They had no bookings or payments to keep.'
}
