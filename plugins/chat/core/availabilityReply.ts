import { formatDateLong, formatTimeLabel, formatDuration } from '@kernel'
export type AvailabilityFacts = {
  date: string
  /** The start time asked about ('HH:mm'), or null for the whole day. */
  time: string | null
  /** The package asked about, or null (then a standard event length is assumed). */
  pkg: { id: number; name: string } | null
  eventMinutes: number
  /** Why the date cannot be booked online at all, before looking at the booths. */
  refused: null | { reason: 'past' | 'notice' | 'horizon'; limit: string }
  /** Booths free at `time` (when a time is asked). */
  boothsFree: number
  /** Start times ('HH:mm', the wizard's 15-minute grid) with a booth free that day. */
  freeTimes: string[]
  phone: string
  /** The wizard with what the visitor told us filled in (default: the package only). */
  bookHref?: string
}

/**
 * The wizard's step 3 waitlist form for the date asked (and the time, when one was asked): the
 * booking link's own prefill (package, name, email...) plus `waitlist=1`.
 */
export function waitlistHref(f: Pick<AvailabilityFacts, 'date' | 'time' | 'pkg' | 'bookHref'>) {
  const base = f.bookHref ?? `/booking${f.pkg ? `?package=${f.pkg.id}` : ''}`
  const [path, query = ''] = base.split('?')
  const params = new URLSearchParams(query)
  params.set('date', f.date)
  if (f.time) params.set('time', f.time)
  else params.delete('time')
  params.set('waitlist', '1')
  return `${path}?${params}`
}

/** Why online booking cannot take `date` (YYYY-MM-DD strings compare as dates), or null. */
export function dateRefusal(r: {
  date: string
  today: string
  earliest: string
  latest: string
  minNoticeDays: number
}): AvailabilityFacts['refused'] {
  if (r.date < r.today) return { reason: 'past', limit: '' }
  if (r.date < r.earliest) return { reason: 'notice', limit: String(r.minNoticeDays) }
  if (r.date > r.latest) return { reason: 'horizon', limit: r.latest }
  return null
}

const STEP_MINUTES = 15
const minutesOf = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))

/**
 * Runs of consecutive start times in words: ['08:00','08:15','12:00'] →
 * 'between 8:00 AM and 8:15 AM, or at 12:00 PM'.
 */
export function describeStartTimes(times: string[]): string {
  const runs: [string, string][] = []
  for (const t of times) {
    const last = runs.at(-1)
    if (last && minutesOf(t) - minutesOf(last[1]) === STEP_MINUTES) last[1] = t
    else runs.push([t, t])
  }
  return runs
    .map(([a, b]) =>
      a === b
        ? `at ${formatTimeLabel(a)}`
        : `between ${formatTimeLabel(a)} and ${formatTimeLabel(b)}`,
    )
    .join(', or ')
}

/** Whether a booth is free on a date (at a time, or which start times), in words, with a link. */
export function availabilityReply(f: AvailabilityFacts): string {
  const day = formatDateLong(f.date)
  if (f.refused?.reason === 'past') return `${day} has already passed. Which date did you mean?`
  if (f.refused?.reason === 'notice')
    return `${day} is too soon to book online: we need at least ${f.refused.limit} days' notice. Call or text ${f.phone} and we'll see what we can do.`
  if (f.refused)
    return `We take online bookings up to ${formatDateLong(f.refused.limit)}; for ${day}, call or text ${f.phone} and we'll pencil you in.`
  const what = f.pkg
    ? `${f.pkg.name} (${formatDuration(f.eventMinutes, 'words')})`
    : `an event of up to ${formatDuration(f.eventMinutes, 'words')}`
  const hint = f.pkg ? '' : ' Name a package for an exact answer.'
  const link = `Book it here: ${f.bookHref ?? `/booking${f.pkg ? `?package=${f.pkg.id}` : ''}`}`
  const others = f.freeTimes.length
    ? `A booth is free that day for a start ${describeStartTimes(f.freeTimes)}.`
    : `That day is fully booked; try another date, or call or text ${f.phone}.`
  // Full at the time (or all day): a booth freed later goes to the first person waiting.
  const wait = `Join the waitlist for ${day}${f.time ? ` around ${formatTimeLabel(f.time)}` : ''}: ${waitlistHref(f)}`
  if (f.time) {
    const at = `${day} at ${formatTimeLabel(f.time)}`
    if (f.boothsFree > 0) return `Yes: a booth is free on ${at} for ${what}.${hint}\n${link}`
    return `Sorry, both booths are taken on ${at} for ${what}. ${others}${f.freeTimes.length ? `\n${link}` : ''}\n${wait}`
  }
  if (!f.freeTimes.length) return `Sorry, ${day} is fully booked for ${what}. ${others}\n${wait}`
  return `On ${day} a booth is free for ${what} starting ${describeStartTimes(f.freeTimes)}.${hint}\n${link}`
}
