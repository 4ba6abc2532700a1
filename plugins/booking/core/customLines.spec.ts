import { describe, expect, it } from 'vitest'

import { DIGITAL_PLUS, EVENT_DATE, TEST_ADD_ONS, TODAY } from '@tests/helpers/testCatalog'
import { quote, type QuoteInput } from './pricing'

const input = (customLines: QuoteInput['customLines']): QuoteInput => ({
  pkg: DIGITAL_PLUS,
  addOns: TEST_ADD_ONS,
  selections: [],
  travelSurchargeCents: 0,
  promo: null,
  paymentType: 'deposit',
  eventDate: EVENT_DATE,
  today: TODAY,
  depositPercent: 25,
  customLines,
})

describe("a staff quote's custom lines", () => {
  it('are priced with the package: $299.00 + $350.00 travel - $50.05 = $598.95, deposit $149.74', () => {
    const r = quote(
      input([
        { label: 'Travel to Thompson', amountCents: 35000 },
        { label: 'Returning customer', amountCents: -5005 },
      ]),
    )
    if (!r.ok) throw new Error(r.error.code)
    expect(r.quote.lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['package', 29900],
      ['custom', 35000],
      ['custom', -5005],
    ])
    expect([r.quote.totalCents, r.quote.depositCents, r.quote.remainingBalanceCents]).toEqual([
      59895, 14974, 44921,
    ])
  })

  it('may not bring the total below zero', () => {
    const r = quote(input([{ label: 'Too much', amountCents: -30000 }]))
    expect(r.ok ? null : r.error.code).toBe('total_negative')
  })
})
