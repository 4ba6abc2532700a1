// Today's holds, one line per booking: a reservation per booth is how the database keeps the
// slot, but staff think in bookings ("Sam Lee's Saturday is being paid for"). Pure.

type HeldBooking = { id: number; firstName: string; lastName: string; eventDate: string }
export type HoldRow = {
  id: number | string
  booking: number | HeldBooking | null
  booth: string
  holdExpiresAt?: string | null
}
export type HoldGroup = {
  bookingId: number
  booking: HeldBooking | null
  booths: string[]
  /** The earliest of its reservations' ends: when the slot frees if nobody pays. */
  freesAt: string | null
}

const BOOTH_NAMES: Record<string, string> = { booth1: 'Booth 1', booth2: 'Booth 2' }

/** Groups reservations by booking, keeping the input's order (newest hold first). */
export function holdGroups(rows: HoldRow[]): HoldGroup[] {
  const groups = new Map<number, HoldGroup>()
  for (const r of rows) {
    const booking = typeof r.booking === 'object' ? r.booking : null
    const bookingId = booking?.id ?? (r.booking as number)
    if (!bookingId) continue
    const g = groups.get(bookingId) ?? { bookingId, booking, booths: [], freesAt: null }
    g.booths.push(BOOTH_NAMES[r.booth] ?? r.booth)
    const ends = r.holdExpiresAt ?? null
    if (ends && (!g.freesAt || ends < g.freesAt)) g.freesAt = ends
    groups.set(bookingId, g)
  }
  for (const g of groups.values()) g.booths.sort()
  return [...groups.values()]
}

/** "Booth 1" or "Booths 1 and 2". */
export const boothsLabel = (booths: string[]) =>
  booths.length > 1
    ? `Booths ${booths.map((b) => b.replace('Booth ', '')).join(' and ')}`
    : (booths[0] ?? '')
