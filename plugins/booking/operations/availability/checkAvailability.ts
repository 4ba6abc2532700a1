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
import { boothSchedules, boothSchedulesWithVersion } from './boothSchedules'
import { calendarBusyFor } from './calendarBusyFor'
import { pinVersion } from '../catalog/catalogCache'
import { heldCatalog, loadCatalog } from '../catalog/loadCatalog'
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

/**
 * The catalog, and the schedules around the interval `around` derives from it. When this process
 * holds a catalog, the version row is read in the schedules' own statement (one round trip, not
 * two in a row); it is used only if that version is the one held, else read as usual.
 */
async function catalogAndSchedules<T>(
  req: PayloadRequest,
  now: Date,
  around: (catalog: Catalog) => T & { span: Interval },
) {
  const held = req.transactionID ? null : await heldCatalog(req)
  if (held) {
    const plan = around(held.catalog)
    const [read, calendar] = await Promise.all([
      boothSchedulesWithVersion({ req, around: plan.span, now }),
      calendarBusyFor(req, plan.span),
    ])
    if (read.version === held.version) {
      pinVersion(req, read.version)
      return { plan, booths: withCalendarBusy(read.booths, calendar) }
    }
  }
  const plan = around(await loadCatalog({ req }))
  return { plan, booths: await schedulesAround(req, plan.span, now) }
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
  const { plan, booths } = await catalogAndSchedules(req, now, (catalog) => {
    const pkg = findPackageByName(catalog, packageName)
    return { pkg, span: requestInterval(catalog, pkg, date, time) }
  })
  return { ...boothAvailability({ request: plan.span, booths }), package: plan.pkg }
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
  const { plan, booths } = await catalogAndSchedules(req, now, (catalog) => {
    const pkg = findPackageByName(catalog, packageName)
    const requests = START_TIMES.map((time) => ({
      time,
      request: requestInterval(catalog, pkg, date, time),
    }))
    return {
      pkg,
      requests,
      span: { start: requests[0].request.start, end: requests.at(-1)!.request.end },
    }
  })
  const times = plan.requests
    .filter(({ request }) => {
      const free = boothAvailability({ request, booths })
      return free.booth1 || free.booth2
    })
    .map((r) => r.time)
  return { times, package: plan.pkg }
}
