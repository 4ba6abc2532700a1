import type { PayloadRequest } from 'payload'

import { inTransaction } from '@server-kit'
import { freeStartTimes, loadCatalog } from '@booking/server'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { firstFreeTime, offerExpiry, offerLive } from '../core/waitlistOffer'
import { holdForOffer } from './holdForOffer'
import { lockWaitlistDate } from './lockWaitlistDate'
import { sendWaitlistOffer } from './sendWaitlistOffer'

export type Entry = Awaited<ReturnType<typeof lineOf>>[number]

const LIVE = ['waiting', 'offered']

/** The dates people wait for after today (each is then offered under its own lock). */
const waitingDates = async (req: PayloadRequest, today: string) => {
  const { docs } = await req.payload.find({
    collection: 'waitlist-entries',
    where: { and: [{ status: { in: LIVE } }, { eventDate: { greater_than: today } }] },
    sort: 'createdAt',
    limit: 500,
    depth: 1,
    req,
  })
  return docs
}

/** A date's line, first come first served: read again under the date's lock. */
export const lineOf = async (req: PayloadRequest, date: string) =>
  (
    await req.payload.find({
      collection: 'waitlist-entries',
      where: { and: [{ status: { in: LIVE } }, { eventDate: { equals: date } }] },
      sort: 'createdAt',
      limit: 500,
      depth: 1,
      req,
    })
  ).docs

/**
 * Offers freed slots to the waitlist, first come first served (the scheduled job). Per date, in
 * one transaction under the date's advisory lock (the same lock staff's "Offer now" takes), the
 * line is read again: a paid offer is booked; a lapsed offer ends; while no offer is live, the
 * first waiting person whose window has a free start time gets it, held for them for 12 hours
 * (the setting). The lapsed offer's hold ran out at the same instant: the next offer's booking
 * releases it under the day lock, so the slot is never offered twice nor left to nobody. The
 * email goes after the date's commit. Idempotent: it re-reads everything.
 */
export async function offerWaitlist({ req, now }: { req: PayloadRequest; now: Date }) {
  const entries = await waitingDates(req, todayInZone(now, BUSINESS_TIME_ZONE))
  const byDate = new Map<string, Entry[]>()
  for (const entry of entries)
    byDate.set(entry.eventDate, [...(byDate.get(entry.eventDate) ?? []), entry])
  const offered: number[] = []
  for (const [date, seen] of byDate) {
    // The free times are a proposal read before the lock (with the booth calendars); the hold's
    // own booking checks the booths again under the day lock.
    const freeTimes = new Map<string, string[]>()
    for (const entry of seen) await freeTimeFor(req, entry, date, now, freeTimes)
    const made = await inTransaction(req, async () => {
      await lockWaitlistDate(req, date)
      const line: Entry[] = []
      for (const entry of await lineOf(req, date)) {
        if (entry.status === 'offered' && bookingPaid(entry))
          await setStatus(req, entry.id, { status: 'booked' })
        else if (entry.status === 'offered' && !offerLive(entry, now))
          await setStatus(req, entry.id, { status: 'lapsed' })
        else line.push(entry)
      }
      if (line.some((e) => offerLive(e, now))) return null // one person at a time per date
      for (const entry of line) {
        const time = await freeTimeFor(req, entry, date, now, freeTimes)
        if (!time) continue
        const offer = await holdOffer(req, entry, time, now)
        if (offer.ok) return { entry, offer }
      }
      return null
    })
    if (!made) continue
    offered.push(made.entry.id)
    await sendWaitlistOffer(req, made.entry, made.offer)
  }
  return { offered }
}

/** The first free start time in the entry's window, one look per date and package. */
async function freeTimeFor(
  req: PayloadRequest,
  entry: Entry,
  date: string,
  now: Date,
  seen: Map<string, string[]>,
) {
  const packageName = typeof entry.package === 'object' ? entry.package?.name : undefined
  const key = packageName ?? ''
  if (!seen.has(key)) seen.set(key, (await freeStartTimes({ req, date, packageName, now })).times)
  return firstFreeTime(seen.get(key)!, entry.earliestTime, entry.latestTime)
}

/**
 * Holds `time` for `entry` and marks it offered, in the caller's transaction under the date's
 * lock (the job above and staff's "Offer now"). The email is the caller's, after the commit.
 */
export async function holdOffer(req: PayloadRequest, entry: Entry, time: string, now: Date) {
  const { settings } = await loadCatalog({ req })
  const offerExpiresAt = offerExpiry(now, settings.waitlistOfferHours).toISOString()
  const date = entry.eventDate
  const hold = await holdForOffer({ req, entry, date, time, until: offerExpiresAt, now })
  if (!hold.ok) return hold
  await setStatus(req, entry.id, {
    status: 'offered',
    offeredTime: time,
    offeredAt: now.toISOString(),
    offerExpiresAt,
    booking: hold.booking.id,
  })
  return { ok: true as const, time, offerExpiresAt, booking: hold }
}

const bookingPaid = (entry: Entry) =>
  typeof entry.booking === 'object' && entry.booking?.status === 'confirmed'

const setStatus = (req: PayloadRequest, id: number, data: Record<string, unknown>) =>
  req.payload.update({ collection: 'waitlist-entries', id, data, depth: 0, req })
