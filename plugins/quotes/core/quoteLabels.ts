// Words the quote page and PDF print: dates and 12-hour times from the stored wall clock.

const MONTHS =
  'January February March April May June July August September October November December'.split(' ')

/** 2027-03-05 → March 5, 2027 (a wall-clock date: no zone math). */
export function dateLabel(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return `${MONTHS[m - 1]} ${d}, ${y}`
}

/** 18:30 → 6:30 PM. */
export function clockLabel(time: string): string {
  const [h, m] = time.split(':').map(Number)
  const hour = h % 12 === 0 ? 12 : h % 12
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

/** 35000 → $350.00; −5000 → −$50.00. */
export function dollarsLabel(cents: number): string {
  const abs = Math.abs(cents)
  const text = `$${Math.floor(abs / 100).toLocaleString('en-CA')}.${String(abs % 100).padStart(2, '0')}`
  return cents < 0 ? `−${text}` : text
}
