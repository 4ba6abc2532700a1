import { describe, expect, it } from 'vitest'

import { depositAllowed, GATEWAY_MINIMUM_CENTS, isPayableTotal } from './quotePayable'

describe('what a quote can be paid with', () => {
  it('refuses totals below the 50-cent gateway minimum, $0 and $0.01 included', () => {
    expect(GATEWAY_MINIMUM_CENTS).toBe(50)
    expect([0, 1, 49, 50, 64900].map(isPayableTotal)).toEqual([false, false, false, true, true])
  })

  it('a deposit below the gateway minimum (or rounding to nothing) means paying in full', () => {
    // 25% of $0.01 is $0.00; of $1.96, $0.49; of $2.00, $0.50.
    expect(depositAllowed(1, 25)).toBe(false)
    expect(depositAllowed(196, 25)).toBe(false)
    expect(depositAllowed(200, 25)).toBe(true)
    expect(depositAllowed(64900, 25)).toBe(true)
  })
})
