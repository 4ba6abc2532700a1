import type { PayloadRequest } from 'payload'

import {
  boothAvailability,
  eventTimeline,
  occupancyInterval,
  standardSetupMinutes,
  withCalendarBusy,
  type CatalogPackage,
} from '../core'
import { boothSchedules } from './boothSchedules'
import { calendarBusyFor } from './calendarBusyFor'
import { loadCatalog } from './loadCatalog'

const DEFAULT_MINUTES = 240 // the spec's default when no package is named

/** Which booths are free for a package starting at date/time (Winnipeg). */
export async function checkAvailability(args: {
  req: PayloadRequest
  date: string
  time: string
  packageName?: string
  now: Date
}): Promise<{ booth1: boolean; booth2: boolean; package: CatalogPackage | null }> {
  const { req, date, time, packageName, now } = args
  const { packages, settings } = await loadCatalog({ req })
  const wanted = packageName?.trim().toLowerCase()
  const pkg = wanted
    ? (packages.find((p) =>
        [p.name, p.slug, String(p.id)].some((n) => n.toLowerCase() === wanted),
      ) ?? null)
    : null
  const timeline = eventTimeline({
    eventDate: date,
    eventTime: time,
    durationMinutes: pkg?.durationMinutes ?? DEFAULT_MINUTES,
    extraEventMinutes: 0,
    setupMinutes: standardSetupMinutes(pkg?.selfServe ?? false),
    earlySetupMinutes: 0,
    timeZone: settings.timeZone,
  })
  const request = occupancyInterval(timeline, settings.bufferMinutes)
  // Lapsed holds count as free without writing here: the read path stays one query.
  const [site, calendar] = await Promise.all([
    boothSchedules({ req, around: request, now }),
    calendarBusyFor(req, request),
  ])
  const booths = withCalendarBusy(site, calendar)
  return { ...boothAvailability({ request, booths }), package: pkg }
}
