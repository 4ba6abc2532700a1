/** A calendar date ("YYYY-MM-DD") as its day number since 1970-01-01: the date lock's key. */
export function waitlistDateKey(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return Math.floor(Date.UTC(y!, m! - 1, d!) / 86_400_000)
}
