const MINUTE_MS = 60_000

/** Minutes after the arrival time (the setup start) the attendant checked in; 0 when on time. */
export function minutesLate(arrival: Date | string, checkedInAt: Date | string | null | undefined) {
  if (!checkedInAt) return 0
  const late = new Date(checkedInAt).getTime() - new Date(arrival).getTime()
  return late > 0 ? Math.ceil(late / MINUTE_MS) : 0
}

/** Whole minutes between check-in and check-out (0 until both exist, never negative). */
export function workedMinutes(
  checkedInAt: Date | string | null | undefined,
  checkedOutAt: Date | string | null | undefined,
) {
  if (!checkedInAt || !checkedOutAt) return 0
  const ms = new Date(checkedOutAt).getTime() - new Date(checkedInAt).getTime()
  return ms > 0 ? Math.round(ms / MINUTE_MS) : 0
}

/** An event's pay in cents: the hourly rate for the minutes worked, rounded once, plus the flat amount. */
export function eventPayCents(minutes: number, hourlyCents: number, perEventCents: number) {
  return Math.round((hourlyCents * minutes) / 60) + perEventCents
}

/** Dollars as staff type them in the CMS (e.g. 22.5) to cents. */
export const dollarsToCents = (dollars: number | null | undefined) =>
  Math.round((dollars ?? 0) * 100)
