import type { PayloadRequest } from 'payload'

import type { Failure } from '@server-kit'
import { earliestBookableDate, latestBookableDate, loadCatalog } from '@booking'

import type { QuoteErrorCode } from '../messages'
import type { JoinWaitlistData } from '../schemas'

type Result = { ok: true; id: number } | (Failure<QuoteErrorCode> & { field?: string })

/**
 * A visitor joins a date's waitlist (POST /api/waitlist): a bookable package, a date inside the
 * booking window. It reserves nothing: the entry waits for offerWaitlist to find a freed slot.
 * A person already in the date's line keeps their one place (and its id).
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
  const { docs } = await req.payload.find({
    collection: 'waitlist-entries',
    where: {
      and: [
        { email: { equals: email } },
        { eventDate: { equals: data.eventDate } },
        { status: { in: ['waiting', 'offered'] } },
      ],
    },
    limit: 1,
    depth: 0,
    req,
  })
  if (docs[0]) return { ok: true, id: docs[0].id }
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
  return { ok: true, id: entry.id }
}
