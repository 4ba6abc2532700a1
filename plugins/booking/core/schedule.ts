// Booking-notice rules, plus the import point for the booking's scheduling helpers.
import { addDaysToDateString, isValidDateString } from '@kernel'
import { todayInZone } from '@kernel/time'

export { bookingWallClock, wallClockTimes, type WallClockTimes } from './time/wallClockTimes'
export { START_TIMES, isValidStartTime, startTimeGrid } from './startTimes'
export {
  STANDARD_SETUP_MINUTES,
  eventTimeline,
  occupancyInterval,
  standardSetupMinutes,
  type EventTimeline,
  type EventTimelineInput,
} from './eventTimeline'

export interface NoticeInput {
  now: Date
  timeZone: string
  minDays: number
}

/** First event date allowed: today on Winnipeg wall clocks + minDays. */
export function earliestBookableDate({ now, timeZone, minDays }: NoticeInput): string {
  if (!Number.isInteger(minDays) || minDays < 0)
    throw new RangeError(`minDays must be a non-negative integer: ${minDays}`)
  return addDaysToDateString(todayInZone(now, timeZone), minDays)
}

/** True iff eventDate >= earliestBookableDate. Invalid dates never qualify. */
export function meetsMinimumNotice(input: NoticeInput & { eventDate: string }): boolean {
  if (!isValidDateString(input.eventDate)) return false
  // ISO calendar strings compare correctly as plain strings.
  return input.eventDate >= earliestBookableDate(input)
}

/** Last event date online booking accepts: today on Winnipeg wall clocks + horizonDays. */
export function latestBookableDate({ now, timeZone, horizonDays }: HorizonInput): string {
  if (!Number.isInteger(horizonDays) || horizonDays < 0)
    throw new RangeError(`horizonDays must be a non-negative integer: ${horizonDays}`)
  return addDaysToDateString(todayInZone(now, timeZone), horizonDays)
}

export interface HorizonInput {
  now: Date
  timeZone: string
  horizonDays: number
}

/** True iff eventDate <= latestBookableDate. Invalid dates never qualify. */
export function withinBookingHorizon(input: HorizonInput & { eventDate: string }): boolean {
  if (!isValidDateString(input.eventDate)) return false
  return input.eventDate <= latestBookableDate(input)
}
