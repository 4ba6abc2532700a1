import type { PayloadRequest } from 'payload'

import { inTransaction, type Failure } from '@server-kit'
import { freeStartTimes } from '@booking/server'

import type { QuoteErrorCode } from '../messages'
import { inWindow, offerLive } from '../core/waitlistOffer'
import { lockWaitlistDate } from './lockWaitlistDate'
import { holdOffer, lineOf, type Entry } from './offerWaitlist'
import { sendWaitlistOffer } from './sendWaitlistOffer'

const findEntry = async (req: PayloadRequest, id: number) =>
  (await req.payload
    .findByID({ collection: 'waitlist-entries', id, depth: 1, req })
    .catch(() => null)) as Entry | null

/** Whether staff may offer this entry a slot: waiting, or its offer lapsed (even unmarked). */
function closedOrOutside(entry: Entry, time: string, now: Date): Failure<QuoteErrorCode> | null {
  const lapsed = entry.status === 'offered' && !offerLive(entry, now)
  if (entry.status !== 'waiting' && entry.status !== 'lapsed' && !lapsed)
    return { ok: false, code: 'waitlist_entry_closed' }
  if (!inWindow(time, entry.earliestTime, entry.latestTime))
    return { ok: false, code: 'outside_window', field: 'time' }
  return null
}

/** A live offer on `date`: a date is offered to one person at a time. */
const liveOfferOn = async (req: PayloadRequest, date: string, now: Date) =>
  (await lineOf(req, date)).some((e) => offerLive(e, now))

/**
 * Staff's "Offer now" (POST /api/waitlist/:id/offer): offers `time` to a waiting (or lapsed)
 * person, held for them like the job's offers. Refused when the time is not free for their
 * package, outside their window, or someone already has a live offer for the date. The date's
 * advisory lock (the job takes it too) comes first; inside it the entry and the date's line are
 * read again, so two presses at once make one hold and one email, and two people on one date
 * are never both offered. The email goes after the commit.
 */
export async function offerNow({
  req,
  id,
  time,
  now,
}: {
  req: PayloadRequest
  id: number
  time: string
  now: Date
}) {
  const seen = await findEntry(req, id)
  if (!seen) return { ok: false as const, code: 'waitlist_entry_unknown' as const }
  const refused = closedOrOutside(seen, time, now)
  if (refused) return refused
  if (await liveOfferOn(req, seen.eventDate, now))
    return { ok: false as const, code: 'offer_live' as const }
  // A proposal read before the lock (with the booth calendars); the hold checks the booths again.
  const packageName = typeof seen.package === 'object' ? seen.package?.name : undefined
  const free = await freeStartTimes({ req, date: seen.eventDate, packageName, now })
  if (!free.times.includes(time))
    return { ok: false as const, code: 'slot_taken' as const, field: 'time' }
  const made = await inTransaction(
    req,
    async () => {
      await lockWaitlistDate(req, seen.eventDate)
      const entry = await findEntry(req, id)
      if (!entry) return { ok: false as const, code: 'waitlist_entry_unknown' as const }
      const closed = closedOrOutside(entry, time, now)
      if (closed) return closed
      if (await liveOfferOn(req, entry.eventDate, now))
        return { ok: false as const, code: 'offer_live' as const }
      const offer = await holdOffer(req, entry, time, now)
      return offer.ok ? { ...offer, entry } : offer
    },
    (r) => r.ok,
  )
  if (!made.ok) return made
  const delivery = await sendWaitlistOffer(req, made.entry, made)
  return {
    ok: true as const,
    entry: await req.payload.findByID({ collection: 'waitlist-entries', id, depth: 0, req }),
    delivery,
  }
}
