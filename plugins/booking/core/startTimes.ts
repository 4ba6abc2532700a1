// The event start-time grid offered in the booking wizard.

const FIRST_START_MINUTES = 8 * 60 // 08:00
const LAST_START_MINUTES = 22 * 60 + 45 // 22:45
const STEP_MINUTES = 15

function hhmm(totalMinutes: number): string {
  const h = Math.floor(totalMinutes / 60)
  const m = totalMinutes % 60
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`
}

/** '08:00', '08:15', … '22:45' (60 entries). */
export function startTimeGrid(): string[] {
  const out: string[] = []
  for (let t = FIRST_START_MINUTES; t <= LAST_START_MINUTES; t += STEP_MINUTES) out.push(hhmm(t))
  return out
}

export const START_TIMES: readonly string[] = Object.freeze(startTimeGrid())

export function isValidStartTime(time: string): boolean {
  return START_TIMES.includes(time)
}

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/

/** Any 24-hour 'HH:mm' wall time (not limited to the grid). */
export function isValidTimeString(time: string): boolean {
  return typeof time === 'string' && TIME_RE.test(time)
}

/** '14:30' → '2:30 PM', '00:15' → '12:15 AM'. */
export function formatTimeLabel(time: string): string {
  const m = TIME_RE.exec(time)
  if (!m) throw new RangeError(`Invalid time: ${time}`)
  const h = Number(m[1])
  const suffix = h < 12 ? 'AM' : 'PM'
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${h12}:${m[2]} ${suffix}`
}
