import type { Booking } from '../../types'

import { actorLabel } from './actor'
import type { Actor } from '../../results'

type Entry = NonNullable<Booking['history']>[number]

export type HistoryInput = {
  actor: Actor
  action: string
  now: Date
  amountCents?: number
  note?: string | null
}

/** The booking's history with one more entry: who, when, what, how much. */
export function withHistory(booking: Pick<Booking, 'history'>, entry: HistoryInput): Entry[] {
  const next: Entry = {
    at: entry.now.toISOString(),
    actor: actorLabel(entry.actor),
    action: entry.action,
    amountCents: entry.amountCents ?? null,
    note: entry.note ?? null,
  }
  return [...(booking.history ?? []).map(({ id: _id, ...rest }) => rest), next]
}
