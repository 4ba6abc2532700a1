import { describe, expect, it } from 'vitest'

import { DAY_FILES, FILE_DAYS_BLOCK, TEST_HORIZON_DAYS, fileDays } from './fileDays'

describe('fileDays', () => {
  it('gives every file its own block, inside the test horizon and past the hand-picked days', () => {
    expect(new Set(DAY_FILES).size).toBe(DAY_FILES.length)
    const days = DAY_FILES.flatMap((f) =>
      Array.from({ length: FILE_DAYS_BLOCK }, (_, n) => fileDays(f).offset(n)),
    )
    expect(new Set(days).size).toBe(days.length)
    expect(Math.min(...days)).toBeGreaterThan(730)
    expect(Math.max(...days)).toBeLessThan(TEST_HORIZON_DAYS)
  })

  it('refuses a day outside the block', () => {
    expect(() => fileDays('quotes.int').offset(FILE_DAYS_BLOCK)).toThrow(/outside its block/)
    expect(() => fileDays('quotes.int').offset(-1)).toThrow(/outside its block/)
  })
})
