/**
 * The staff waitlist view's page: the first `limit` of the rows (sorted by date, then by when
 * each person joined), less the date the limit cuts through, so a date's line is shown whole or
 * waits for the next look. A date whose line alone is longer than the limit is shown in part.
 * `rows` holds one row past the limit when there are more.
 */
export function wholeDates<T extends { eventDate: string }>(rows: T[], limit: number): T[] {
  if (rows.length <= limit) return rows
  const cut = rows[limit].eventDate
  const shown = rows.slice(0, limit)
  const before = shown.filter((d) => d.eventDate !== cut)
  return before.length ? before : shown
}
