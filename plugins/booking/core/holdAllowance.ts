// How much of the calendar one client may keep on hold without paying. Counted in booth-hours
// so a few long holds of both booths cannot block whole days the way many short ones cannot.

/** Weighted booth-hours one client may hold at once: several ordinary bookings, one huge one. */
export const HOLD_ALLOWANCE_BOOTH_HOURS = 48

/** Holding both booths at once counts double per booth: it empties the whole day for others. */
export const BOTH_BOOTHS_FACTOR = 2

export interface HeldSpan {
  booths: number
  hours: number
}

/** One hold's weight: booth-hours, doubled when it takes both booths. */
export function holdWeight({ booths, hours }: HeldSpan): number {
  const boothHours = Math.max(0, booths) * Math.max(0, hours)
  return booths >= 2 ? boothHours * BOTH_BOOTHS_FACTOR : boothHours
}

/**
 * True when a new hold fits beside what the client already counts against the allowance
 * (live holds plus unpaid holds released or cancelled within their hold period). A client
 * who counts nothing may always take one hold, whatever its size.
 */
export function holdFits(counted: HeldSpan[], next: HeldSpan): boolean {
  if (!counted.length) return true
  const used = counted.reduce((sum, span) => sum + holdWeight(span), 0)
  return used + holdWeight(next) <= HOLD_ALLOWANCE_BOOTH_HOURS
}
