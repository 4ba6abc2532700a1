import type { PayloadRequest } from 'payload'

import { freeStartTimes } from '@booking'

import { inWindow, offerLive } from '../core/waitlistOffer'
import { offer } from './offerWaitlist'

type Entry = Parameters<typeof offer>[1]

/** A live offer on `date`: a date is offered to one person at a time. */
async function liveOfferOn(req: PayloadRequest, date: string, now: Date) {
  const { docs } = await req.payload.find({
    collection: 'waitlist-entries',
    where: { and: [{ eventDate: { equals: date } }, { status: { equals: 'offered' } }] },
    limit: 50,
    depth: 0,
    req,
  })
  return docs.some((e) => offerLive(e, now))
}

/**
 * Staff's "Offer now" (POST /api/waitlist/:id/offer): offers `time` to a waiting (or lapsed)
 * person, held for them like the job's offers. Refused when the time is not free for their
 * package, outside their window, or someone already has a live offer for the date.
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
  const entry = (await req.payload
    .findByID({ collection: 'waitlist-entries', id, depth: 1, req })
    .catch(() => null)) as Entry | null
  if (!entry) return { ok: false as const, code: 'waitlist_entry_unknown' as const }
  // An offer past its end counts as lapsed even before the job has marked it.
  const lapsed = entry.status === 'offered' && !offerLive(entry, now)
  if (entry.status !== 'waiting' && entry.status !== 'lapsed' && !lapsed)
    return { ok: false as const, code: 'waitlist_entry_closed' as const }
  if (!inWindow(time, entry.earliestTime, entry.latestTime))
    return { ok: false as const, code: 'outside_window' as const, field: 'time' }
  if (await liveOfferOn(req, entry.eventDate, now))
    return { ok: false as const, code: 'offer_live' as const }
  const packageName = typeof entry.package === 'object' ? entry.package?.name : undefined
  const free = await freeStartTimes({ req, date: entry.eventDate, packageName, now })
  if (!free.times.includes(time))
    return { ok: false as const, code: 'slot_taken' as const, field: 'time' }
  const made = await offer(req, entry, time, now)
  if (!made.ok) return made
  return {
    ok: true as const,
    entry: await req.payload.findByID({ collection: 'waitlist-entries', id, depth: 0, req }),
    delivery: made.delivery,
  }
}
