import { describe, expect, it } from 'vitest'

import { DAY_BLOCKS, TEST_HORIZON_DAYS, fileDays } from './fileDays'

describe('fileDays', () => {
  it('gives every file its own block, inside the test horizon and past the hand-picked days', () => {
    const days = DAY_BLOCKS.flatMap(({ file, length }) =>
      Array.from({ length }, (_, n) => fileDays(file).offset(n)),
    )
    expect(new Set(days).size).toBe(days.length)
    expect(Math.min(...days)).toBeGreaterThan(730)
    expect(Math.max(...days)).toBeLessThan(TEST_HORIZON_DAYS)
  })

  it('refuses a day outside the block', () => {
    expect(() => fileDays('quotes.int').offset(30)).toThrow(/outside its block of 30/)
    expect(() => fileDays('quotes.int').offset(-1)).toThrow(/outside its block/)
    expect(fileDays('planLedger.int').offset(59)).toBe(fileDays('issue49').offset(0) - 1)
  })
})
