const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** '2026-11' → 'Nov 2026' (hand-written: no ICU differences between server and browser). */
export const monthLabel = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`

/** A change against a comparison figure: '+12.5%', '−3.0%', or 'new' from nothing. */
export function changeLabel(now: number, before: number): string {
  if (before === 0) return now === 0 ? '0%' : 'new'
  const pct = Math.round(((now - before) / Math.abs(before)) * 1000) / 10
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${Math.abs(pct).toFixed(1)}%`
}

/** '2026-11-01' → 'Nov 1', with the year when it is not `today`'s: 'Nov 1, 2025'. */
export function shortDate(date: string, today: string): string {
  const day = `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${Number(date.slice(8, 10))}`
  return date.slice(0, 4) === today.slice(0, 4) ? day : `${day}, ${date.slice(0, 4)}`
}
