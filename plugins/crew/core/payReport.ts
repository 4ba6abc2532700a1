import { ratingSummary, type RatingSummary } from '@reviews/contract'

import { dollarsToCents, eventPayCents, workedMinutes } from './attendance'

export type PayInput = {
  attendant: {
    id: number
    name: string
    hourlyRate?: number | null
    perEventAmount?: number | null
  }
  eventDate: string
  reference: string
  checkedInAt?: string | null
  checkedOutAt?: string | null
  /** This attendant's share of the event's tips (core/tipShares.ts). */
  tipCents?: number
  /** The customer's review of the event (stars), when they sent one. */
  rating?: number | null
}

export type PayRow = {
  attendantId: number
  attendant: string
  eventDate: string
  reference: string
  minutes: number
  hourlyCents: number
  perEventCents: number
  payCents: number
  tipCents: number
  rating: number | null
}

/** Each checked-in event's pay and the totals (minutes and cents), per attendant and overall. */
export function payReport(events: PayInput[]) {
  const rows: PayRow[] = events.map((e) => {
    const minutes = workedMinutes(e.checkedInAt, e.checkedOutAt)
    const hourlyCents = dollarsToCents(e.attendant.hourlyRate)
    const perEventCents = dollarsToCents(e.attendant.perEventAmount)
    return {
      attendantId: e.attendant.id,
      attendant: e.attendant.name,
      eventDate: e.eventDate,
      reference: e.reference,
      minutes,
      hourlyCents,
      perEventCents,
      payCents: eventPayCents(minutes, hourlyCents, perEventCents),
      tipCents: e.tipCents ?? 0,
      rating: e.rating ?? null,
    }
  })
  rows.sort(
    (a, b) => a.attendant.localeCompare(b.attendant) || a.eventDate.localeCompare(b.eventDate),
  )
  type Total = {
    attendant: string
    minutes: number
    payCents: number
    tipCents: number
    /** The reviews of this attendant's events: average (one decimal) and count; null with none. */
    reviews: RatingSummary | null
  }
  const byAttendant = new Map<number, Total>()
  for (const r of rows) {
    const t = byAttendant.get(r.attendantId) ?? {
      attendant: r.attendant,
      minutes: 0,
      payCents: 0,
      tipCents: 0,
      reviews: null,
    }
    byAttendant.set(r.attendantId, {
      ...t,
      minutes: t.minutes + r.minutes,
      payCents: t.payCents + r.payCents,
      tipCents: t.tipCents + r.tipCents,
    })
  }
  for (const [id, t] of byAttendant)
    t.reviews = ratingSummary(
      rows.flatMap((r) => (r.attendantId === id && r.rating ? [r.rating] : [])),
    )
  return {
    rows,
    totals: [...byAttendant.values()],
    minutes: rows.reduce((s, r) => s + r.minutes, 0),
    payCents: rows.reduce((s, r) => s + r.payCents, 0),
    tipCents: rows.reduce((s, r) => s + r.tipCents, 0),
  }
}

/** 260 → '4 h 20 min'. */
export const hoursText = (minutes: number) =>
  `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`
