// Booth availability over half-open intervals, in the style of Cal.com's
// date-ranges: back-to-back bookings (end == next start) do not conflict.
import type { BoothSchedule, Interval } from './types'

const BOOTH_PREFERENCE = ['booth1', 'booth2'] // booth1 is the default unit; booth2 backs it up

function assertInterval(i: Interval): void {
  if (!(i.end.getTime() > i.start.getTime()))
    throw new RangeError('Interval end must be after its start')
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime()
}

/** Sorted union of intervals; touching ones merge, empty ones are dropped. */
export function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = intervals
    .filter((i) => i.end.getTime() > i.start.getTime())
    .map((i) => ({ start: new Date(i.start.getTime()), end: new Date(i.end.getTime()) }))
    .sort((a, b) => a.start.getTime() - b.start.getTime())
  const out: Interval[] = []
  for (const cur of sorted) {
    const last = out[out.length - 1]
    if (last && cur.start.getTime() <= last.end.getTime()) {
      if (cur.end.getTime() > last.end.getTime()) last.end = cur.end
    } else out.push(cur)
  }
  return out
}

export function isFree(request: Interval, busy: Interval[]): boolean {
  assertInterval(request)
  return !busy.some((b) => overlaps(request, b))
}

export interface BoothRequest {
  request: Interval
  booths: BoothSchedule[]
}

/** Ids of booths free for the whole request, in input order. */
export function availableBooths({ request, booths }: BoothRequest): string[] {
  return booths.filter((b) => isFree(request, b.busy)).map((b) => b.id)
}

export function boothAvailability(input: BoothRequest): { booth1: boolean; booth2: boolean } {
  const free = new Set(availableBooths(input))
  return { booth1: free.has('booth1'), booth2: free.has('booth2') }
}

/** Booths to assign, booth1 first; null when not enough are free. */
export function chooseBooths(input: BoothRequest & { needed: 1 | 2 }): string[] | null {
  const rank = (id: string) => {
    const r = BOOTH_PREFERENCE.indexOf(id)
    return r < 0 ? BOOTH_PREFERENCE.length : r
  }
  const free = availableBooths(input)
    .map((id, index) => ({ id, index }))
    .sort((a, b) => rank(a.id) - rank(b.id) || a.index - b.index)
    .map((x) => x.id)
  return free.length >= input.needed ? free.slice(0, input.needed) : null
}
