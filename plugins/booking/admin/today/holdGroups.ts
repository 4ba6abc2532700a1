// Today's holds, one line per booking: a reservation per booth is how the database keeps the
// slot, but staff think in bookings ("Sam Lee's Saturday is being paid for"). Pure.

type HeldBooking = {
  id: number
  firstName: string
  lastName: string
  eventDate: string
  /** 'online' (the wizard: someone is paying now) or a staff booking waiting on a link. */
  source?: string | null
}
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

/** What the hold is, in one line: a wizard payment under way, or a payment link not yet used. */
export function holdLine(g: HoldGroup, freesAt: string | null): string {
  const online = !g.booking?.source || g.booking.source === 'online'
  if (!freesAt) return online ? 'Someone is paying.' : 'Waiting for the customer to pay by link.'
  return online
    ? `Someone is paying; the slot frees at ${freesAt} if not.`
    : `Waiting for the customer to pay by link; the slot frees at ${freesAt} if not.`
}

/** "Booth 1" or "Booths 1 and 2". */
export const boothsLabel = (booths: string[]) =>
  booths.length > 1
    ? `Booths ${booths.map((b) => b.replace('Booth ', '')).join(' and ')}`
    : (booths[0] ?? '')
