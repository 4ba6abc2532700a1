import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { DAY_BLOCKS, RETRY_DAYS, TEST_HORIZON_DAYS, fileDays } from './fileDays'

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

  it('no two test files name the same far-off day by hand (the collisions CI saw)', () => {
    // Days under 60 carry a rule's meaning (notice, refund tiers, balance due) and are booked
    // at distinct times; farther days are only "a free day", which is what fileDays hands out.
    const owners = new Map<number, Set<string>>()
    const own = (day: number, file: string) =>
      owners.set(day, (owners.get(day) ?? new Set()).add(file))
    const files = ['tests/int', 'tests/e2e', 'tests/helpers'].flatMap((dir) =>
      fs
        .readdirSync(dir)
        // The helpers' own unit specs (this one names days to test the blocks) are not bookings.
        .filter(
          (name) => name.endsWith('.ts') && !(dir === 'tests/helpers' && /spec\.ts$/.test(name)),
        )
        .filter((name) => name !== 'fileDays.ts')
        .map((name) => ({ name, text: fs.readFileSync(path.join(dir, name), 'utf8') })),
    )
    const everything = files.map((f) => f.text).join('\n')
    for (const { name, text } of files) {
      for (const m of text.matchAll(/dateInDays\(\s*(\d+)\s*\)/g)) own(Number(m[1]), name)
      // A browser test's far-off day plus retryDays() is booked a week later on a retry, and its
      // other width `off` days later where the file says so.
      const off = Number(
        /const off = testInfo\.project\.name === 'phone' \? 0 : (\d+)/.exec(text)?.[1] ?? 0,
      )
      for (const m of text.matchAll(/dateInDays\(([^\n]*?)retryDays\(\)\)/g))
        for (const d of m[1].matchAll(/\b\d+\b/g))
          for (const shift of m[1].includes('off') ? [0, off] : [0])
            [0, RETRY_DAYS].forEach((r) => own(Number(d[0]) + shift + r, name))
      // Browser tests' slotDate puts the phone project 200 days later, and a retry a week later.
      const slot = (day: number) =>
        [0, 200].forEach((phone) => [0, RETRY_DAYS].forEach((r) => own(day + phone + r, name)))
      for (const m of text.matchAll(/slotDate\(\s*testInfo\s*,\s*(\d+)\s*\)/g)) slot(Number(m[1]))
      // A helper's own list of days (P35_DAYS, SG_DAYS…) belongs to the helper; one a browser
      // test passes to slotDate is booked 200 days later too.
      for (const m of text.matchAll(/const (\w+_DAYS)\s*=\s*([^;]*?)(?: as const|\n\n)/gs)) {
        const phone = everything.includes(`slotDate(testInfo, ${m[1]}.`)
        for (const d of m[2].matchAll(/\b\d+\b/g)) (phone ? slot : own)(Number(d[0]), name)
      }
    }
    const shared = [...owners].filter(([day, files]) => day >= 60 && files.size > 1)
    expect(shared.map(([day, files]) => `${day}: ${[...files].join(', ')}`)).toEqual([])
  })
})
