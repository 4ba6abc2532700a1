// 24-hour 'HH:mm' wall times: the check and the 12-hour label every screen shows.

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
