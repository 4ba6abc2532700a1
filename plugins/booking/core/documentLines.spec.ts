import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { documentLines } from './documentLines'
import { MANITOBA_TAX_RATES, splitTax } from './taxSplit'

const booking = [
  { label: 'Classic', amountCents: 29900 },
  { label: 'Extra Time (1 h)', amountCents: 6900 },
  { label: 'Travel', amountCents: 2500 },
  { label: 'Promo code THANKYOU15', amountCents: -5895 },
]
const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0)

describe('documentLines', () => {
  it('a payment of the whole total: each line its own price, the taxes summing to the document', () => {
    const split = splitTax(33405, MANITOBA_TAX_RATES)
    const lines = documentLines(booking, { amountCents: 33405, ...split })
    expect(lines.map((l) => l.amountCents)).toEqual([29900, 6900, 2500, -5895])
    expect(sum(lines.map((l) => l.gstCents))).toBe(split.gstCents)
    expect(sum(lines.map((l) => l.rstCents))).toBe(split.rstCents)
    expect(lines[0]).toEqual({
      label: 'Classic',
      amountCents: 29900,
      gstCents: 1334,
      rstCents: 1869,
      netCents: 26697,
    })
  })

  it('a deposit: its share of each line, to the cent', () => {
    const split = splitTax(8351, MANITOBA_TAX_RATES)
    const lines = documentLines(booking, { amountCents: 8351, ...split })
    expect(sum(lines.map((l) => l.amountCents))).toBe(8351)
    expect(lines.map((l) => l.amountCents)).toEqual([7475, 1725, 625, -1474])
  })

  it('property: amounts, GST, RST and net each sum to the document’s', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 200_000 }), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.double({ min: 0.01, max: 1, noNaN: true }),
        (prices, discount, share) => {
          const lines = [
            ...prices.map((p, i) => ({ label: `L${i}`, amountCents: p })),
            { label: 'Promo', amountCents: -Math.min(discount, Math.floor(sum(prices) * 0.95)) },
          ]
          const total = sum(lines.map((l) => l.amountCents))
          fc.pre(total > 0)
          const amount = Math.max(1, Math.round(total * share))
          const split = splitTax(amount, MANITOBA_TAX_RATES)
          const out = documentLines(lines, { amountCents: amount, ...split })
          expect(sum(out.map((l) => l.amountCents))).toBe(amount)
          expect(sum(out.map((l) => l.gstCents))).toBe(split.gstCents)
          expect(sum(out.map((l) => l.rstCents))).toBe(split.rstCents)
          expect(sum(out.map((l) => l.netCents))).toBe(split.netCents)
        },
      ),
    )
  })
})
