// The one duration wording. Screens word lengths differently today and the tests hold each
// screen's text, so the caller names the style: nothing else formats minutes.
export type DurationStyle =
  /** Site screens (package cards, comparison, summary): '90 min', '2.5 hours', '4 hours'. */
  | 'short'
  /** Chat sentences: '90 minutes', '1 hour', '2.5 hours'. */
  | 'words'
  /** Add-on labels: '30 min', '1.5 h', '4.75 h'. */
  | 'hours'
  /** Emails' package row: always minutes, '150 min'. */
  | 'minutes'
  /** A price's unit: 'hour' for 60, else '30 min' ('$19 per 30 min'). */
  | 'unit'

const trim = (n: number, digits: number) => Number(n.toFixed(digits))

export function formatDuration(minutes: number, style: DurationStyle = 'short'): string {
  const hours = minutes / 60
  switch (style) {
    case 'short':
      return minutes < 120 ? `${minutes} min` : `${trim(hours, 1)} hours`
    case 'words':
      if (minutes < 120 && minutes % 60 !== 0) return `${minutes} minutes`
      return `${trim(hours, 1)} ${hours === 1 ? 'hour' : 'hours'}`
    case 'hours':
      return minutes < 60 ? `${minutes} min` : `${trim(hours, 2)} h`
    case 'minutes':
      return `${minutes} min`
    case 'unit':
      return minutes === 60 ? 'hour' : `${minutes} min`
  }
}
