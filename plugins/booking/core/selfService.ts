// Self-service rules: what a customer may still do from the manage link, and which follow-up
// emails are due. Dates are Winnipeg calendar days; `today` comes from the caller's `now`.
import { addDaysToDateString, daysBetweenDateStrings } from '@kernel'
import { isConfirmed } from './bookingStatus'

/** True while the customer still has an online reschedule left (staff may always move it). */
export const canRescheduleOnline = (rescheduleCount: number, freeReschedules: number) =>
  rescheduleCount < freeReschedules

export type FollowUp = 'details_request' | 'details_reminder' | 'thank_you'

export interface FollowUpInput {
  today: string
  eventDate: string
  status: string
  detailsGiven: boolean
  /** Winnipeg dates each email went out, or null. */
  requestSentOn: string | null
  reminderSentOn: string | null
  thankYouSentOn: string | null
  requestDaysBefore: number
  reminderDaysBefore: number
}

/** A thank-you is not sent for events more than this many days ago (e.g. when first switched on). */
export const THANK_YOU_WINDOW_DAYS = 7

/** The one follow-up email due today for this booking, or null. Never for a cancelled booking. */
export function followUpDue(b: FollowUpInput): FollowUp | null {
  if (!isConfirmed(b.status)) return null
  const daysBefore = daysBetweenDateStrings(b.today, b.eventDate)
  if (daysBefore < 0) {
    const ok = !b.thankYouSentOn && -daysBefore <= THANK_YOU_WINDOW_DAYS
    return ok ? 'thank_you' : null
  }
  if (b.detailsGiven || daysBefore < 1) return null
  if (!b.requestSentOn) return daysBefore <= b.requestDaysBefore ? 'details_request' : null
  // The reminder waits for a day after the request, so one run never sends both.
  const reminderDue =
    daysBefore <= b.reminderDaysBefore && !b.reminderSentOn && b.requestSentOn < b.today
  return reminderDue ? 'details_reminder' : null
}

/** The earliest and latest event dates a follow-up can be due for today (to narrow the query). */
export function followUpWindow(today: string, requestDaysBefore: number) {
  return {
    from: addDaysToDateString(today, -THANK_YOU_WINDOW_DAYS),
    to: addDaysToDateString(today, requestDaysBefore),
  }
}

/** Packages whose features include a welcome screen (Ultimate) ask for its text. */
export const hasWelcomeScreen = (features: readonly string[] | null | undefined) =>
  (features ?? []).some((f) => /welcome screen/i.test(f))
