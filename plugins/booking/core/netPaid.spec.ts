import { describe, expect, it } from 'vitest'

import { netPaidCents } from './netPaid'

describe('netPaidCents', () => {
  it('is what was received less what went back, in cents', () => {
    expect(netPaidCents({ amountPaidCents: 49900, refundedCents: 5175 })).toBe(44725)
    expect(netPaidCents({ amountPaidCents: 12475, refundedCents: null })).toBe(12475)
    expect(netPaidCents({})).toBe(0)
  })
})
