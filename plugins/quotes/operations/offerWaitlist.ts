import type { PayloadRequest } from 'payload'

import { freeStartTimes, loadCatalog } from '@booking'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { firstFreeTime, offerExpiry, offerLive } from '../core/waitlistOffer'
import { holdForOffer } from './holdForOffer'
import { sendWaitlistOffer } from './sendWaitlistOffer'

type Entry = Awaited<ReturnType<typeof waitingFrom>>[number]

const waitingFrom = async (req: PayloadRequest, today: string) =>
  (
    await req.payload.find({
      collection: 'waitlist-entries',
      where: {
        and: [{ status: { in: ['waiting', 'offered'] } }, { eventDate: { greater_than: today } }],
      },
      sort: 'createdAt',
      limit: 500,
      depth: 1,
      req,
    })
  ).docs

/**
 * Offers freed slots to the waitlist, first come first served (the scheduled job and staff's
 * "Offer now"). A paid offer is booked; a lapsed offer ends; per date, while no offer is live,
 * the first waiting person whose window has a free start time gets it, held for them for 12 hours
 * (the setting). The lapsed offer's hold ran out at the same instant: the next offer's booking
 * releases it under the day lock in its own transaction (lock order), so the slot is never
 * offered twice nor left to nobody. Idempotent: it re-reads everything.
 */
export async function offerWaitlist({ req, now }: { req: PayloadRequest; now: Date }) {
  const entries = await waitingFrom(req, todayInZone(now, BUSINESS_TIME_ZONE))
  const byDate = new Map<string, Entry[]>()
  for (const entry of entries) {
    if (entry.status === 'offered' && bookingPaid(entry)) {
      await setStatus(req, entry.id, { status: 'booked' })
      continue
    }
    if (entry.status === 'offered' && !offerLive(entry, now)) {
      await setStatus(req, entry.id, { status: 'lapsed' })
      continue
    }
    byDate.set(entry.eventDate, [...(byDate.get(entry.eventDate) ?? []), entry])
  }
  const offered: number[] = []
  // One look at a date's free times per package, however long its line: a date makes at most
  // one offer, so no offer made here changes the times read.
  const freeTimes = new Map<string, Promise<string[]>>()
  for (const [date, line] of byDate) {
    if (line.some((e) => offerLive(e, now))) continue // one person at a time per date
    for (const entry of line) {
      const time = await freeTimeFor(req, entry, date, now, freeTimes)
      if (!time || !(await offer(req, entry, time, now)).ok) continue
      offered.push(entry.id)
      break
    }
  }
  return { offered }
}

async function freeTimeFor(
  req: PayloadRequest,
  entry: Entry,
  date: string,
  now: Date,
  seen: Map<string, Promise<string[]>>,
) {
  const packageName = typeof entry.package === 'object' ? entry.package?.name : undefined
  const key = `${date} ${packageName ?? ''}`
  if (!seen.has(key))
    seen.set(
      key,
      freeStartTimes({ req, date, packageName, now }).then((r) => r.times),
    )
  return firstFreeTime(await seen.get(key)!, entry.earliestTime, entry.latestTime)
}

/** Offers `time` to `entry` now, holding it for them (also staff's manual offer). */
export async function offer(req: PayloadRequest, entry: Entry, time: string, now: Date) {
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
  const delivery = await sendWaitlistOffer(req, entry, { time, offerExpiresAt, booking: hold })
  return { ok: true as const, delivery }
}

const bookingPaid = (entry: Entry) =>
  typeof entry.booking === 'object' && entry.booking?.status === 'confirmed'

const setStatus = (req: PayloadRequest, id: number, data: Record<string, unknown>) =>
  req.payload.update({ collection: 'waitlist-entries', id, data, depth: 0, req })
