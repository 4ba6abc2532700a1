import { formatCad, formatDollarsShort } from './format/formatMoney'
import { describe, it, expect } from 'vitest'
import {
  centsToDecimalString,
  isCents,
  parseDollars,
  percentOf,
  roundHalfUp,
  toCents,
} from './money'
import { makeRng } from '@tests/helpers/testRandom'

describe('toCents', () => {
  it('converts dollars to integer cents without float noise', () => {
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(1.005)).toBe(101)
    expect(toCents(199)).toBe(19900)
    expect(toCents(247.5)).toBe(24750)
    expect(toCents(254.15)).toBe(25415)
    expect(toCents(0)).toBe(0)
    expect(toCents(-12.345)).toBe(-1235)
    expect(Object.is(toCents(-0.001), 0)).toBe(true)
  })
  it('rejects non-finite input', () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError)
    expect(() => toCents(Infinity)).toThrow(RangeError)
  })
  it('round-trips every cent value through a 2-decimal dollar amount', () => {
    for (let c = -2000; c <= 200000; c += 97) {
      expect(toCents(Number((c / 100).toFixed(2)))).toBe(c)
      expect(toCents(c / 100)).toBe(c)
    }
  })
})

describe('roundHalfUp / percentOf', () => {
  it('rounds halves up', () => {
    expect(roundHalfUp(2.5)).toBe(3)
    expect(roundHalfUp(2.4999)).toBe(2)
    expect(roundHalfUp(-2.5)).toBe(-3)
  })
  it('computes exact-cent percentages', () => {
    expect(percentOf(25415, 25)).toBe(6354) // 6353.75
    expect(percentOf(123100, 25)).toBe(30775)
    expect(percentOf(29900, 15)).toBe(4485)
    expect(percentOf(2, 25)).toBe(1) // 0.5 → 1
    expect(percentOf(1, 25)).toBe(0)
    expect(percentOf(1000, 12.5)).toBe(125)
  })
  it('stays within half a cent of the exact value', () => {
    const rng = makeRng(11)
    for (let i = 0; i < 2000; i++) {
      const cents = rng.int(0, 10_000_000)
      const pct = rng.int(0, 100)
      const r = percentOf(cents, pct)
      expect(Number.isInteger(r)).toBe(true)
      expect(Math.abs(r * 100 - cents * pct)).toBeLessThanOrEqual(50)
    }
  })
})

describe('formatting', () => {
  it('formats CAD amounts', () => {
    expect(formatCad(123100)).toBe('$1,231.00')
    expect(formatCad(5)).toBe('$0.05')
    expect(formatCad(0)).toBe('$0.00')
    expect(formatCad(123456789)).toBe('$1,234,567.89')
    expect(formatCad(-500)).toBe('-$5.00')
  })
  it('formats decimal strings', () => {
    expect(centsToDecimalString(123100)).toBe('1231.00')
    expect(centsToDecimalString(6354)).toBe('63.54')
    expect(centsToDecimalString(7)).toBe('0.07')
    expect(centsToDecimalString(-1999)).toBe('-19.99')
  })
  it('formats short dollar amounts', () => {
    expect(formatDollarsShort(10000)).toBe('$100')
    expect(formatDollarsShort(10050)).toBe('$100.50')
    expect(formatDollarsShort(5)).toBe('$0.05')
  })
  it('rejects non-integer cents', () => {
    expect(() => formatCad(1.5)).toThrow(RangeError)
    expect(() => centsToDecimalString(Number.NaN)).toThrow(RangeError)
    expect(isCents(1.5)).toBe(false)
    expect(isCents(150)).toBe(true)
  })
  it('decimal string parses back to the same cents', () => {
    const rng = makeRng(3)
    for (let i = 0; i < 2000; i++) {
      const c = rng.int(-1_000_000, 1_000_000)
      expect(toCents(Number(centsToDecimalString(c)))).toBe(c)
      expect(formatCad(c).replace(/[$,]/g, '')).toBe(centsToDecimalString(c))
    }
  })
})

describe('parseDollars', () => {
  it('reads what a person types into exact cents', () => {
    expect(parseDollars('$1,234.50')).toBe(123450)
    expect(parseDollars('12.5')).toBe(1250)
    expect(parseDollars(' 44.85 ')).toBe(4485)
    expect(parseDollars('7')).toBe(700)
  })
  it('refuses what is not an amount', () => {
    for (const text of ['', '.', '12.345', '-5', '1e3', 'abc', '12.'])
      expect(parseDollars(text)).toBeNull()
  })
})
