import { describe, expect, it } from 'vitest'

import { ratingSummary, ratingWords } from './ratingSummary'

describe('ratingSummary', () => {
  it('averages to one decimal and counts', () => {
    expect(ratingSummary([5, 4])).toEqual({ average: 4.5, count: 2 })
    expect(ratingSummary([5, 4, 4])).toEqual({ average: 4.3, count: 3 })
    expect(ratingWords(ratingSummary([5, 4])!)).toBe('4.5 from 2 reviews')
    expect(ratingWords(ratingSummary([3])!)).toBe('3.0 from 1 review')
  })
  it('is null with no review (no rating shown)', () => {
    expect(ratingSummary([])).toBeNull()
  })
  it('ignores values outside 1 to 5', () => {
    expect(ratingSummary([0, 6, 2.5, 5])).toEqual({ average: 5, count: 1 })
  })
})
