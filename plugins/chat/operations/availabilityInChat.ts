import type { PayloadRequest } from 'payload'

import { isValidStartTime } from '@booking/rules'
import { todayInZone } from '@kernel/time'
import {
  checkAvailability,
  earliestBookableDate,
  freeStartTimes,
  latestBookableDate,
  loadCatalog,
} from '@booking/server'
import { availabilityReply, dateRefusal } from '../core/availabilityReply'

const DEFAULT_MINUTES = 240 // checkAvailability's length when no package is named

/** Whether a booth is free on a date, from the availability operations the wizard uses. */
export async function availabilityInChat(args: {
  req: PayloadRequest
  date: string
  time: string | null
  packageName: string | null
  phone: string
  now: Date
  bookHref?: (packageId: number | null) => string
}): Promise<string> {
  const { req, date, packageName, phone, now } = args
  const { settings } = await loadCatalog({ req })
  const { timeZone } = settings
  const time = args.time && isValidStartTime(args.time) ? args.time : null
  const rules = { now, timeZone }
  const refused = dateRefusal({
    date,
    today: todayInZone(now, timeZone),
    earliest: earliestBookableDate({ ...rules, minDays: settings.minNoticeDays }),
    latest: latestBookableDate({ ...rules, horizonDays: settings.bookingHorizonDays }),
    minNoticeDays: settings.minNoticeDays,
  })
  const named = packageName ?? undefined
  const day = refused
    ? { times: [], package: null }
    : await freeStartTimes({ req, date, packageName: named, now })
  const at =
    time && !refused ? await checkAvailability({ req, date, time, packageName: named, now }) : null
  const pkg = day.package?.bookable ? day.package : null
  return availabilityReply({
    date,
    time,
    pkg: pkg ? { id: pkg.id, name: pkg.name } : null,
    eventMinutes: pkg?.durationMinutes ?? DEFAULT_MINUTES,
    refused,
    boothsFree: at ? Number(at.booth1) + Number(at.booth2) : 0,
    freeTimes: day.times,
    phone,
    bookHref: args.bookHref?.(pkg?.id ?? null),
  })
}
