// A booking's ledger: its price is the sum of its stored lines, each kept with its origin (kind).
import type { Cents } from '@kernel'

type Line = { kind: string; label: string; amountCents: Cents }

/**
 * The lines a re-price carries over as they were: the ones staff wrote on the quote or the
 * booking (a surcharge, a discount). The catalog re-prices the package, add-ons and travel; a
 * change or a reschedule must never drop a line it did not mean to change.
 */
export function keptCustomLines(lines: readonly Line[] | null | undefined) {
  return (lines ?? [])
    .filter((l) => l.kind === 'custom')
    .map((l) => ({ label: l.label, amountCents: l.amountCents }))
}

/** What the lines add up to: the booking's total whenever its ledger holds. */
export const linesTotalCents = (lines: readonly Line[] | null | undefined): Cents =>
  (lines ?? []).reduce((sum, l) => sum + l.amountCents, 0)
