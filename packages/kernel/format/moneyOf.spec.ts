import { describe, expect, it } from 'vitest'

import { moneyOf } from './moneyOf'

describe('moneyOf', () => {
  it('keeps the cents and words them once', () => {
    expect(moneyOf(123150)).toEqual({ cents: 123150, text: '$1,231.50' })
    expect(moneyOf(0)).toEqual({ cents: 0, text: '$0.00' })
  })
  it('prints a negative amount with the minus sign', () => {
    expect(moneyOf(-4485)).toEqual({ cents: -4485, text: '−$44.85' })
  })
  it('refuses a fraction of a cent', () => {
    expect(() => moneyOf(10.5)).toThrow(RangeError)
  })
})
