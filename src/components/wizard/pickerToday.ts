// Which day the date picker treats as "today". Only a hint for greying out past days: the
// server decides notice with the bundled zone data (core/time) and answers with a clear message.
// A calendar date differs between old and new zone rules for at most an hour around midnight.
export function pickerToday(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now)
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? ''
  return `${get('year')}-${get('month')}-${get('day')}`
}
