import { parseDollars } from '@kernel'

/** A custom line's amount as typed ('350', '$1,200.50', '-50.00' for a discount) → cents. */
export function lineAmountCents(text: string): number | null {
  const t = text.trim().replace(/^−/, '-')
  const negative = t.startsWith('-')
  const cents = parseDollars(negative ? t.slice(1) : t)
  if (cents === null) return null
  return negative ? -cents : cents
}
