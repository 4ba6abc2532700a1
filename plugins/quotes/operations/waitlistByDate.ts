import type { PayloadRequest } from 'payload'

import { freeStartTimes } from '@booking/server'
import { formatDateLong, formatTimeLabel } from '@kernel'
import { BUSINESS_TIME_ZONE, formatInstant, todayInZone } from '@kernel/time'

import { inWindow, offerLive } from '../core/waitlistOffer'
import { wholeDates } from '../core/wholeDates'

const STATUS_WORDS: Record<string, string> = {
  waiting: 'Waiting',
  offered: 'Offered, held for them',
  lapsed: 'Offer lapsed',
  booked: 'Booked',
  removed: 'Removed',
}

type Doc = {
  id: number
  eventDate: string
  name: string
  email: string
  status?: string | null
  earliestTime: string
  latestTime: string
  offeredTime?: string | null
  offerExpiresAt?: string | null
  package?: number | { name?: string | null } | null
}

const MAX_ENTRIES = 300

/**
 * Each upcoming date's waitlist for staff (GET /api/waitlist/dates), in words: names, package,
 * window and status, the offer's end, and for someone who may be offered now the free start
 * times inside their window (none while another offer on the date is live). The soonest dates
 * first, each line in the order people joined; past `limit` entries the farthest dates wait for
 * the next look, and a date is shown whole (unless its line alone is longer).
 */
export async function waitlistByDate({
  req,
  now,
  limit = MAX_ENTRIES,
}: {
  req: PayloadRequest
  now: Date
  limit?: number
}) {
  // One row past the limit says whether the last date goes on past it.
  const { docs: rows } = (await req.payload.find({
    collection: 'waitlist-entries',
    where: { eventDate: { greater_than: todayInZone(now, BUSINESS_TIME_ZONE) } },
    sort: ['eventDate', 'createdAt', 'id'],
    limit: limit + 1,
    pagination: false,
    depth: 1,
    req,
  })) as { docs: Doc[] }
  const docs = wholeDates(rows, limit)
  const dates = [...new Set(docs.map((d) => d.eventDate))]
  // One look at a date's free times per package, however long its line (as offerWaitlist).
  const seen = new Map<string, Promise<string[]>>()
  const freeTimes = (date: string, packageName: string) => {
    const key = `${date} ${packageName}`
    if (!seen.has(key))
      seen.set(
        key,
        freeStartTimes({ req, date, packageName, now }).then((r) => r.times),
      )
    return seen.get(key)!
  }
  return Promise.all(
    dates.map(async (date) => {
      const line = docs.filter((d) => d.eventDate === date)
      const live = line.some((e) => offerLive(e, now))
      const entries = await Promise.all(line.map((e) => entryView(e, live, now, freeTimes)))
      return { date, dateLabel: formatDateLong(date), liveOffer: live, entries }
    }),
  )
}

async function entryView(
  e: Doc,
  live: boolean,
  now: Date,
  freeTimes: (date: string, packageName: string) => Promise<string[]>,
) {
  const packageName = typeof e.package === 'object' ? (e.package?.name ?? '') : ''
  const status = offerLive(e, now) || e.status !== 'offered' ? (e.status ?? 'waiting') : 'lapsed'
  const canOffer = !live && (status === 'waiting' || status === 'lapsed')
  const free = canOffer
    ? (await freeTimes(e.eventDate, packageName)).filter((t) =>
        inWindow(t, e.earliestTime, e.latestTime),
      )
    : []
  return {
    id: e.id,
    name: e.name,
    email: e.email,
    packageName,
    window: `${formatTimeLabel(e.earliestTime)} to ${formatTimeLabel(e.latestTime)}`,
    status,
    statusLabel: STATUS_WORDS[status] ?? status,
    offered:
      status === 'offered' && e.offeredTime && e.offerExpiresAt
        ? `${formatTimeLabel(e.offeredTime)}, held until ${formatInstant(e.offerExpiresAt, 'weekdayTime')}`
        : null,
    freeTimes: free.map((value) => ({ value, label: formatTimeLabel(value) })),
    canOffer,
  }
}

export type WaitlistDate = Awaited<ReturnType<typeof waitlistByDate>>[number]
