// Splitting a sum of cents over weights so that the parts add up exactly (largest remainder).

/**
 * Splits `total` cents in proportion to `weights` (integers, any sign, a non-zero sum). The
 * remainder-cent rule: each part first gets the floor of its exact share; the cents still left
 * (fewer than there are parts) go one each to the parts with the largest fractional share, ties
 * to the earlier part. So the parts always sum to `total`, and none is off by a cent or more
 * from its exact share.
 */
export function allocateCents(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0)
  if (!weights.length) return []
  if (sum === 0) throw new RangeError('allocateCents needs weights with a non-zero sum')
  // Shares as exact fractions over |sum|: floor, and the remainder's numerator to rank by.
  const d = Math.abs(sum)
  const parts = weights.map((w, i) => {
    const n = total * w * Math.sign(sum)
    const floor = Math.floor(n / d)
    return { i, floor, rest: n - floor * d }
  })
  let left = total - parts.reduce((s, p) => s + p.floor, 0)
  const order = [...parts].sort((a, b) => b.rest - a.rest || a.i - b.i)
  const out = parts.map((p) => p.floor)
  for (const p of order) {
    if (left <= 0) break
    out[p.i]! += 1
    left -= 1
  }
  return out
}
