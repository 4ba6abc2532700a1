/** Hours a waitlist offer lasts before the next person in line is offered the slot. */
export const WAITLIST_OFFER_HOURS = 12

/** Whether a start time lies inside the person's window (times are "HH:MM"). */
export const inWindow = (time: string, earliest: string, latest: string) =>
  time >= earliest && time <= latest

/** The first free start time inside the person's window (times are "HH:MM", sorted). */
export function firstFreeTime(free: string[], earliest: string, latest: string): string | null {
  return free.find((time) => inWindow(time, earliest, latest)) ?? null
}

/** When an offer made at `now` lapses. */
export const offerExpiry = (now: Date, hours = WAITLIST_OFFER_HOURS) =>
  new Date(now.getTime() + hours * 3_600_000)

type Offered = { status?: string | null; offerExpiresAt?: string | null }

/** An offer still open: a date has at most one, so the slot goes to one person at a time. */
export const offerLive = (entry: Offered, now: Date) =>
  entry.status === 'offered' && new Date(entry.offerExpiresAt ?? 0) > now

/**
 * The wizard's link for a date that is open after all (joining its waitlist would only wait for
 * what can be booked now): package, date, the first free start time in the window, name, email.
 */
export function openDateLink(o: {
  packageId: number
  date: string
  time: string
  name: string
  email: string
}): string {
  const params = new URLSearchParams({
    package: String(o.packageId),
    date: o.date,
    time: o.time,
    name: o.name,
    email: o.email,
  })
  return `/booking?${params}`
}
