/** The site's rating: the average of the published reviews to one decimal, and their count. */
export type RatingSummary = { average: number; count: number }

/** Null with no published review: the site then shows no rating at all. */
export function ratingSummary(ratings: number[]): RatingSummary | null {
  const valid = ratings.filter((r) => Number.isInteger(r) && r >= 1 && r <= 5)
  if (!valid.length) return null
  const sum = valid.reduce((a, b) => a + b, 0)
  // Rounded on tenths of the exact sum (4.45 is 4.5, not float's 4.4).
  return { average: Math.round((sum * 10) / valid.length) / 10, count: valid.length }
}

/** "4.5 from 2 reviews": the words the hero shows and the JSON-LD repeats. */
export const ratingWords = (s: RatingSummary) =>
  `${s.average.toFixed(1)} from ${s.count} ${s.count === 1 ? 'review' : 'reviews'}`
