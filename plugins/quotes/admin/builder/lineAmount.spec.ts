import { describe, expect, it } from 'vitest'

import { lineAmountCents } from './lineAmount'

describe('a custom line amount typed in dollars', () => {
  it('reads dollars to the cent, a minus sign as a discount', () => {
    expect(lineAmountCents('350.00')).toBe(35000)
    expect(lineAmountCents(' $1,200.5 ')).toBe(120050)
    expect(lineAmountCents('-50.05')).toBe(-5005)
    expect(lineAmountCents('−20')).toBe(-2000)
  })

  it('refuses what is not an amount', () => {
    for (const bad of ['', '-', '12.345', 'abc', '1e3', '--5'])
      expect(lineAmountCents(bad)).toBeNull()
  })
})
