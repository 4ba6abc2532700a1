import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  calendarDate,
  isSafeText,
  jsonInt,
  MAX_ID,
  parseId,
  safeId,
  safeInstant,
  safeText,
} from './inputs'

describe('safeText', () => {
  const name = safeText(10, { required: 'Name is required' })
  it('trims, bounds and requires', () => {
    expect(name.parse('  Ada  ')).toBe('Ada')
    expect(name.safeParse('   ').error?.issues[0]?.message).toBe('Name is required')
    expect(name.safeParse('x'.repeat(11)).success).toBe(false)
    expect(name.safeParse(42).success).toBe(false)
  })
  it('refuses NUL bytes and lone surrogates, keeps real astral characters', () => {
    expect(name.safeParse('a\u0000b').success).toBe(false)
    expect(name.safeParse('a\ud800').success).toBe(false)
    expect(name.safeParse('\udc00a').success).toBe(false)
    expect(name.parse('😀 ok')).toBe('😀 ok')
  })
  it('never accepts a string Postgres or UTF-8 would refuse (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (s) => {
        const parsed = safeText(100).safeParse(s)
        if (!parsed.success) return
        expect(parsed.data.includes('\u0000')).toBe(false)
        expect(Buffer.from(parsed.data, 'utf8').toString('utf8')).toBe(parsed.data)
      }),
      { numRuns: 200 },
    )
    expect(isSafeText('\ud83d\ude00')).toBe(true)
  }, 30_000)
})

describe('ids', () => {
  it('accepts 1 … 2^31−1 and nothing else', () => {
    expect(safeId.parse('7')).toBe(7)
    expect(safeId.parse(MAX_ID)).toBe(2147483647)
    for (const bad of [0, -1, 1.5, MAX_ID + 1, 'abc', '1e400', null])
      expect(safeId.safeParse(bad).success).toBe(false)
    expect(parseId('2147483647')).toBe(MAX_ID)
    for (const bad of ['2147483648', '0', '-1', 'count', '1.0', '', ' 1', undefined])
      expect(parseId(bad)).toBeNull()
  })

  it('one parser for paths and bodies: no hex, spaces, arrays, exponents or leading zeros', () => {
    for (const bad of ['0x10', ' 1', '1 ', '%201', '1e2', '010', '+1', [3], ['3'], true, 1e2 + 0.5])
      expect([bad, parseId(bad), safeId.safeParse(bad).success]).toEqual([bad, null, false])
    expect([parseId(100), parseId('100')]).toEqual([100, 100])
  })
  it('jsonInt takes JSON numbers only', () => {
    for (const bad of ['2', '0x2', [2], 2.5, 21])
      expect(jsonInt(0, 20).safeParse(bad).success).toBe(false)
    expect(jsonInt(0, 20).parse(2)).toBe(2)
  })
})

describe('dates', () => {
  it('accepts real calendar dates in 2000–2999 only', () => {
    expect(calendarDate.parse('2027-02-28')).toBe('2027-02-28')
    for (const bad of ['2027-02-29', '9999-12-31', '1999-12-31', '2027-2-1', '275760-09-13'])
      expect(calendarDate.safeParse(bad).success).toBe(false)
  })
  it('reads browser instants only when sane', () => {
    expect(safeInstant('2026-11-23T10:00:00Z')).toBe('2026-11-23T10:00:00.000Z')
    expect(safeInstant('275760-09-13')).toBeUndefined()
    expect(safeInstant('+275760-09-13T00:00:00Z')).toBeUndefined()
    expect(safeInstant('nope')).toBeUndefined()
    expect(safeInstant(undefined)).toBeUndefined()
  })
})
