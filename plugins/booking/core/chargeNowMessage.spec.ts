import { describe, expect, it } from 'vitest'

import { chargeNowMessage } from './chargeNowMessage'

const card = { brand: 'visa', last4: '0341' }

describe('chargeNowMessage', () => {
  it('says a decline is a decline, with the amount, the card and the bank reason', () => {
    expect(
      chargeNowMessage({
        outcome: 'declined',
        amountCents: 8082,
        card,
        reason: 'Your card was declined.',
      }),
    ).toBe(
      'Declined: $80.82 was not charged to Visa ending in 0341. The bank said: Your card was declined.',
    )
    expect(chargeNowMessage({ outcome: 'declined', amountCents: 8082, card, reason: null })).toBe(
      'Declined: $80.82 was not charged to Visa ending in 0341.',
    )
  })
  it('says "Charged" only for money taken', () => {
    expect(chargeNowMessage({ outcome: 'paid', amountCents: 8081, card, reason: null })).toBe(
      'Charged $80.81 to Visa ending in 0341.',
    )
    for (const outcome of ['processing', 'authentication_required', 'declined'] as const)
      expect(chargeNowMessage({ outcome, amountCents: 1, card, reason: 'x' })).not.toMatch(
        /^Charged/,
      )
  })
  it('a second tap for a part already charged says so, and that nothing more was taken', () => {
    expect(
      chargeNowMessage({ outcome: 'paid', amountCents: 8081, card, reason: null, repeated: true }),
    ).toBe('Already charged: $80.81 was taken for this payment. Nothing more was charged.')
    expect(
      chargeNowMessage({
        outcome: 'authentication_required',
        amountCents: 8081,
        card,
        reason: null,
        repeated: true,
      }),
    ).toMatch(/^Not charged again: .*waiting for the customer/)
  })
})
