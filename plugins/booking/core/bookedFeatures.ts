import { formatDuration } from '@kernel'

// A feature that states the booth time, as staff write it: '2.5 hours of booth time', '90 min'.
const BOOTH_TIME = /^\s*\d+(\.\d+)?\s*(hours?|hrs?|h|minutes?|mins?)\b/i

/**
 * A package's features as booked: with extra time the feature stating the package's own length
 * would contradict the booking's length above it ("Classic · 3.5 hours" over "✓ 2.5 hours"), so
 * it says both.
 */
export function bookedFeatures(
  features: string[],
  packageMinutes: number,
  eventMinutes: number,
): string[] {
  const extra = eventMinutes - packageMinutes
  if (extra <= 0) return features
  const words = (m: number) => formatDuration(m, 'words')
  return features.map((f) =>
    BOOTH_TIME.test(f)
      ? `${words(eventMinutes)} of booth time (${words(packageMinutes)} in the package + ${words(extra)} extra)`
      : f,
  )
}
