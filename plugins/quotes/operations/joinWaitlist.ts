import type { PayloadRequest } from 'payload'

import type { Failure } from '@server-kit'
import {
  earliestBookableDate,
  freeStartTimes,
  latestBookableDate,
  loadCatalog,
} from '@booking/server'

import type { QuoteErrorCode } from '../messages'
import { firstFreeTime, openDateLink } from '../core/waitlistOffer'
import type { JoinWaitlistData } from '../schemas'

/** In line (a first join and every repeat answer the same), or the date is open: book it. */
export type Joined =
  | { ok: true; kind: 'waiting'; id: number }
  | { ok: true; kind: 'open'; time: string; bookingLink: string }
type Result = Joined | (Failure<QuoteErrorCode> & { field?: string })

const liveEntry = async (req: PayloadRequest, email: string, date: string) =>
  (
    await req.payload.find({
      collection: 'waitlist-entries',
      where: {
        and: [
          { email: { equals: email } },
          { eventDate: { equals: date } },
          { status: { in: ['waiting', 'offered'] } },
        ],
      },
      limit: 1,
      depth: 0,
      req,
    })
  ).docs[0] ?? null

/**
 * A visitor joins a date's waitlist (POST /api/waitlist): a bookable package, a date inside the
 * booking window. It reserves nothing: the entry waits for offerWaitlist to find a freed slot.
 * A person already in the date's line keeps their one place (and its id): the database holds one
 * live entry per email and date (unique partial index, migration 20261201_212000), so joins sent
 * at once make one entry and each answers it. A date with a start time free in the person's
 * window is not waited for: the answer is the wizard's link for it (the waitlist's 12-hour hold
 * would otherwise hold a free slot outside the visitor's hold allowance).
 */
export async function joinWaitlist({
  req,
  data,
  now,
}: {
  req: PayloadRequest
  data: JoinWaitlistData
  now: Date
}): Promise<Result> {
  const { packages, settings } = await loadCatalog({ req })
  const pkg = packages.find((p) => p.id === data.packageId)
  if (!pkg) return { ok: false, code: 'package_unknown', field: 'packageId' }
  if (!pkg.bookable) return { ok: false, code: 'package_not_bookable', field: 'packageId' }
  const zone = { now, timeZone: settings.timeZone }
  if (data.eventDate < earliestBookableDate({ ...zone, minDays: settings.minNoticeDays }))
    return { ok: false, code: 'minimum_notice', field: 'eventDate' }
  if (data.eventDate > latestBookableDate({ ...zone, horizonDays: settings.bookingHorizonDays }))
    return { ok: false, code: 'beyond_horizon', field: 'eventDate' }
  const email = data.email.trim().toLowerCase()
  // One place in a date's line per person: a second submit answers the entry already waiting.
  const waiting = await liveEntry(req, email, data.eventDate)
  if (waiting) return { ok: true, kind: 'waiting', id: waiting.id }
  const free = await freeStartTimes({ req, date: data.eventDate, packageName: pkg.name, now })
  const time = firstFreeTime(free.times, data.earliestTime, data.latestTime)
  if (time) {
    const bookingLink = openDateLink({
      packageId: pkg.id,
      date: data.eventDate,
      time,
      name: data.name.trim(),
      email,
    })
    return { ok: true, kind: 'open', time, bookingLink }
  }
  try {
    const entry = await req.payload.create({
      collection: 'waitlist-entries',
      depth: 0,
      req,
      data: {
        name: data.name.trim(),
        email,
        phone: data.phone,
        package: pkg.id,
        eventDate: data.eventDate,
        earliestTime: data.earliestTime,
        latestTime: data.latestTime,
        status: 'waiting',
      },
    })
    return { ok: true, kind: 'waiting', id: entry.id }
  } catch (error) {
    // A join sent at the same moment inserted first (the unique index refused this one):
    // answer its entry, as a repeat join would.
    const first = await liveEntry(req, email, data.eventDate)
    if (first) return { ok: true, kind: 'waiting', id: first.id }
    throw error
  }
}
