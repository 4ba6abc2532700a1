import type { PayloadRequest } from 'payload'

import {
  boothAvailability,
  eventTimeline,
  occupancyInterval,
  standardSetupMinutes,
  START_TIMES,
  withCalendarBusy,
  type CatalogPackage,
  type Interval,
} from '../../core'
import { boothSchedules } from './boothSchedules'
import { calendarBusyFor } from './calendarBusyFor'
import { loadCatalog } from '../catalog/loadCatalog'
import type { Catalog } from '../../results'

const DEFAULT_MINUTES = 240 // the spec's default when no package is named

type Booths = { booth1: boolean; booth2: boolean }

/** The package named by name, slug or id (case-insensitive); null when none or unknown. */
export function findPackageByName(catalog: Catalog, name?: string): CatalogPackage | null {
  const wanted = name?.trim().toLowerCase()
  if (!wanted) return null
  return (
    catalog.packages.find((p) =>
      [p.name, p.slug, String(p.id)].some((n) => n.toLowerCase() === wanted),
    ) ?? null
  )
}

/** The booths' occupancy a package starting at date/time needs (setup to end plus buffer). */
export function requestInterval(
  catalog: Catalog,
  pkg: CatalogPackage | null,
  date: string,
  time: string,
): Interval {
  const timeline = eventTimeline({
    eventDate: date,
    eventTime: time,
    durationMinutes: pkg?.durationMinutes ?? DEFAULT_MINUTES,
    extraEventMinutes: 0,
    setupMinutes: standardSetupMinutes(pkg?.selfServe ?? false),
    earlySetupMinutes: 0,
    timeZone: catalog.settings.timeZone,
  })
  return occupancyInterval(timeline, catalog.settings.bufferMinutes)
}

/** Booth reservations and calendar busy time around an interval. Lapsed holds count as free. */
export async function schedulesAround(req: PayloadRequest, around: Interval, now: Date) {
  const [site, calendar] = await Promise.all([
    boothSchedules({ req, around, now }),
    calendarBusyFor(req, around),
  ])
  return withCalendarBusy(site, calendar)
}

/** Which booths are free for a package starting at date/time (Winnipeg). */
export async function checkAvailability(args: {
  req: PayloadRequest
  date: string
  time: string
  packageName?: string
  now: Date
}): Promise<Booths & { package: CatalogPackage | null }> {
  const { req, date, time, packageName, now } = args
  const catalog = await loadCatalog({ req })
  const pkg = findPackageByName(catalog, packageName)
  const request = requestInterval(catalog, pkg, date, time)
  const booths = await schedulesAround(req, request, now)
  return { ...boothAvailability({ request, booths }), package: pkg }
}

/**
 * The same check for every start time of a day (the wizard's grid), with one read of the day's
 * schedules: the start times at which at least one booth is free.
 */
export async function freeStartTimes(args: {
  req: PayloadRequest
  date: string
  packageName?: string
  now: Date
}): Promise<{ times: string[]; package: CatalogPackage | null }> {
  const { req, date, packageName, now } = args
  const catalog = await loadCatalog({ req })
  const pkg = findPackageByName(catalog, packageName)
  const requests = START_TIMES.map((time) => ({
    time,
    request: requestInterval(catalog, pkg, date, time),
  }))
  const day = { start: requests[0].request.start, end: requests.at(-1)!.request.end }
  const booths = await schedulesAround(req, day, now)
  const times = requests
    .filter(({ request }) => {
      const free = boothAvailability({ request, booths })
      return free.booth1 || free.booth2
    })
    .map((r) => r.time)
  return { times, package: pkg }
}
