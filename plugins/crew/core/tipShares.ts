/**
 * An event's tips shared among the attendants who worked it (checked in), to the cent: equal
 * parts, the odd cents to the first ones in `ids`' order, so the shares always add up to the tips.
 */
export function tipShares(tipCents: number, ids: number[]): Map<number, number> {
  const shares = new Map<number, number>()
  if (!ids.length) return shares
  const each = Math.floor(tipCents / ids.length)
  const odd = tipCents - each * ids.length
  ids.forEach((id, i) => shares.set(id, each + (i < odd ? 1 : 0)))
  return shares
}
