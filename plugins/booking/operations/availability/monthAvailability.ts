import type { PayloadRequest } from 'payload'

import { addDaysToDateString } from '@kernel'
import { dayMarks, START_TIMES, type DayMark } from '../../core'
import { findPackageByName, requestInterval, schedulesAround } from './checkAvailability'
import { loadCatalog } from '../catalog/loadCatalog'

export type MonthAvailability = { month: string; days: Record<string, DayMark> }

// A hint for the date picker (the time step checks for real): each server keeps a month for a
// short while, so paging the calendar back and forth costs one query per month, not one per view.
const TTL_MS = 30_000
const MAX_ENTRIES = 500
const cache = new Map<string, { at: number; value: MonthAvailability }>()

const daysOf = (month: string) => {
  const days: string[] = []
  for (let d = `${month}-01`; d.startsWith(month); d = addDaysToDateString(d, 1)) days.push(d)
  return days
}

/**
 * Which days of a month are fully or partly booked for a package, from one read of the month's
 * booth schedules: every start time of every day is checked against it in memory.
 */
export async function monthAvailability(args: {
  req: PayloadRequest
  month: string
  packageName?: string
  now: Date
}): Promise<MonthAvailability> {
  const { req, month, packageName, now } = args
  const key = `${month}|${packageName?.toLowerCase() ?? ''}`
  const hit = cache.get(key)
  if (hit && now.getTime() - hit.at < TTL_MS) return hit.value
  const catalog = await loadCatalog({ req })
  const pkg = findPackageByName(catalog, packageName)
  const grid = daysOf(month).map((date) => ({
    date,
    requests: START_TIMES.map((time) => requestInterval(catalog, pkg, date, time)),
  }))
  const around = { start: grid[0].requests[0].start, end: grid.at(-1)!.requests.at(-1)!.end }
  const booths = await schedulesAround(req, around, now)
  const value = { month, days: dayMarks(grid, booths) }
  if (cache.size >= MAX_ENTRIES) cache.clear()
  cache.set(key, { at: now.getTime(), value })
  return value
}
