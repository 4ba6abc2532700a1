/** 90 → '90 minutes', 150 → '2.5 hours', 240 → '4 hours': how people say rental lengths. */
export function formatMinutes(minutes: number): string {
  if (minutes < 120 && minutes % 60 !== 0) return `${minutes} minutes`
  const hours = minutes / 60
  return `${Number.isInteger(hours) ? hours : hours.toFixed(1).replace(/\.0$/, '')} ${hours === 1 ? 'hour' : 'hours'}`
}
