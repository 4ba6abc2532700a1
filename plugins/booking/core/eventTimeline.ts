// Turns a Winnipeg wall-clock booking into real UTC instants. Durations are
// elapsed minutes, so an event spanning a DST switch still lasts as long as
// the customer paid for; only the wall-clock start is zone-interpreted.
import { isValidDateString, isValidTimeString } from '@kernel'
import { zonedWallToInstant } from '@kernel/time'
import type { Interval } from './types'

const MINUTE_MS = 60_000

/** Usual staffed setup before the event; self-serve booths are dropped off ready. */
export const STANDARD_SETUP_MINUTES = 30

export function standardSetupMinutes(selfServe: boolean): number {
  return selfServe ? 0 : STANDARD_SETUP_MINUTES
}

export interface EventTimelineInput {
  eventDate: string // YYYY-MM-DD (wall calendar in timeZone)
  eventTime: string // HH:mm (wall clock in timeZone)
  durationMinutes: number
  extraEventMinutes: number
  setupMinutes: number
  earlySetupMinutes: number
  timeZone: string
}

export interface EventTimeline {
  setupStart: Date
  start: Date
  end: Date
  /** Total setup = standard setup + early setup. */
  setupMinutes: number
  /** Total event = package duration + extra time. */
  eventMinutes: number
}

function assertMinutes(name: string, n: number): void {
  if (!Number.isInteger(n) || n < 0)
    throw new RangeError(`${name} must be a non-negative integer: ${n}`)
}

export function eventTimeline(input: EventTimelineInput): EventTimeline {
  const { eventDate, eventTime, timeZone } = input
  if (!isValidDateString(eventDate)) throw new RangeError(`Invalid eventDate: ${eventDate}`)
  if (!isValidTimeString(eventTime)) throw new RangeError(`Invalid eventTime: ${eventTime}`)
  assertMinutes('durationMinutes', input.durationMinutes)
  assertMinutes('extraEventMinutes', input.extraEventMinutes)
  assertMinutes('setupMinutes', input.setupMinutes)
  assertMinutes('earlySetupMinutes', input.earlySetupMinutes)

  const start = zonedWallToInstant(eventDate, eventTime, timeZone)
  const setupMinutes = input.setupMinutes + input.earlySetupMinutes
  const eventMinutes = input.durationMinutes + input.extraEventMinutes
  return {
    setupStart: new Date(start.getTime() - setupMinutes * MINUTE_MS),
    start,
    end: new Date(start.getTime() + eventMinutes * MINUTE_MS),
    setupMinutes,
    eventMinutes,
  }
}

/** What a booth is blocked for: from setup until the end plus teardown/travel buffer. */
export function occupancyInterval(
  timeline: Pick<EventTimeline, 'setupStart' | 'end'>,
  bufferMinutes: number,
): Interval {
  assertMinutes('bufferMinutes', bufferMinutes)
  return {
    start: new Date(timeline.setupStart.getTime()),
    end: new Date(timeline.end.getTime() + bufferMinutes * MINUTE_MS),
  }
}
