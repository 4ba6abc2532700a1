import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { keptCustomLines, linesTotalCents } from './bookingLines'
import { quote } from './pricing'
import { DIGITAL_PLUS, EVENT_DATE, TEST_ADD_ONS, TODAY } from '@tests/helpers/testCatalog'

const lines = [
  { kind: 'package', label: 'Classic', quantity: 1, amountCents: 39900 },
  { kind: 'custom', label: 'Premium setup fee', quantity: 1, amountCents: 20000 },
  { kind: 'addon', label: 'Early Set-Up', quantity: 1, amountCents: 1900 },
  { kind: 'custom', label: 'Returning customer', quantity: 1, amountCents: -10000 },
  { kind: 'change_fee', label: 'Change fee', quantity: 1, amountCents: 500 },
]

describe("a booking's ledger", () => {
  it("keeps staff's own lines, in order, and nothing the catalog prices", () => {
    expect(keptCustomLines(lines)).toEqual([
      { label: 'Premium setup fee', amountCents: 20000 },
      { label: 'Returning customer', amountCents: -10000 },
    ])
    expect(keptCustomLines(null)).toEqual([])
  })

  it('adds up its lines: $399 + $200 + $19 - $100 + $5 = $523.00', () => {
    expect(linesTotalCents(lines)).toBe(52300)
  })

  it('a re-price with the kept lines never drops one: total = sum of the lines', () => {
    const custom = fc.array(
      fc.record({
        label: fc.string({ minLength: 1 }),
        amountCents: fc.integer({ min: -9000, max: 90000 }),
      }),
      { maxLength: 4 },
    )
    fc.assert(
      fc.property(custom, (customLines) => {
        const q = quote({
          pkg: DIGITAL_PLUS,
          addOns: TEST_ADD_ONS,
          selections: [],
          travelSurchargeCents: 0,
          promo: null,
          paymentType: 'full',
          eventDate: EVENT_DATE,
          today: TODAY,
          customLines,
        })
        if (!q.ok) return q.error.code === 'total_negative'
        const again = keptCustomLines(q.quote.lines)
        expect(again).toEqual(customLines)
        expect(linesTotalCents(q.quote.lines)).toBe(q.quote.totalCents)
        return true
      }),
    )
  })
})
