/** An attendant's working window for one booking: from leaving base to being back. */
export type CrewWindow = { start: Date; end: Date }

const MINUTE_MS = 60_000

/**
 * The booth's window (setup start to end of teardown, as its reservations hold it) widened by the
 * drive each way: an attendant who tears down at 6 PM an hour out cannot set up in town at 6:30.
 */
export function crewWindow(
  reservations: { startsAt: string | Date; endsAt: string | Date }[],
  driveMinutes: number | null | undefined,
): CrewWindow | null {
  if (reservations.length === 0) return null
  const starts = reservations.map((r) => new Date(r.startsAt).getTime())
  const ends = reservations.map((r) => new Date(r.endsAt).getTime())
  const drive = Math.max(0, Math.round(driveMinutes ?? 0)) * MINUTE_MS
  return { start: new Date(Math.min(...starts) - drive), end: new Date(Math.max(...ends) + drive) }
}

/** Half-open windows: one ending at 6:00 and one starting at 6:00 do not overlap. */
export const windowsOverlap = (a: CrewWindow, b: CrewWindow) =>
  a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime()
