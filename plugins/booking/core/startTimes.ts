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
