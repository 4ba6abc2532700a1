import { describe, expect, it } from 'vitest'

import { MANITOBA_TAX_RATES, percentToBps, splitTax } from './taxSplit'

describe('splitTax (prices include GST 5% and RST 7%)', () => {
  it.each([
    // amount, net, GST, RST: net = round(amount / 1.12), GST = round(net × 0.05), RST the rest
    [49_900, 44_554, 2_228, 3_118], // $499.00: 445.5357… → 445.54; 22.277 → 22.28
    [12_475, 11_138, 557, 780], // $124.75: 111.3839… → 111.38; 5.569 → 5.57
    [1, 1, 0, 0], // $0.01: 0.0089… → 0.01; the cent is all net
    [5_606, 5_005, 250, 351], // a $56.06 refund: 50.0535… → 50.05; 2.5025 → 2.50
    [0, 0, 0, 0],
  ])('%i cents → net %i, GST %i, RST %i', (amount, net, gst, rst) => {
    const split = splitTax(amount, MANITOBA_TAX_RATES)
    expect(split).toEqual({ netCents: net, gstCents: gst, rstCents: rst })
  })

  it('rounds half up: $1.12 is exactly $1.00 net, and 0.5 of a cent rounds up', () => {
    expect(splitTax(112, MANITOBA_TAX_RATES)).toEqual({ netCents: 100, gstCents: 5, rstCents: 7 })
    // GST only, 10 cents: net 9.52 → 10 and GST 0.50 → 1 would overshoot; no part goes negative.
    expect(splitTax(10, { gstBps: 500, rstBps: 0 })).toEqual({
      netCents: 10,
      gstCents: 0,
      rstCents: 0,
    })
  })

  it('the parts always add up to the amount, for every amount up to $2,000', () => {
    for (let amount = 0; amount <= 200_000; amount += 7) {
      const { netCents, gstCents, rstCents } = splitTax(amount, MANITOBA_TAX_RATES)
      expect(netCents + gstCents + rstCents).toBe(amount)
      expect(Math.min(netCents, gstCents, rstCents)).toBeGreaterThanOrEqual(0)
    }
  })

  it('without taxes everything is net; bad amounts are refused', () => {
    expect(splitTax(49_900, { gstBps: 0, rstBps: 0 })).toEqual({
      netCents: 49_900,
      gstCents: 0,
      rstCents: 0,
    })
    expect(() => splitTax(-1, MANITOBA_TAX_RATES)).toThrow(RangeError)
    expect(() => splitTax(1.5, MANITOBA_TAX_RATES)).toThrow(RangeError)
  })

  it('reads Site Settings percentages as basis points', () => {
    expect([percentToBps(5), percentToBps(7), percentToBps(4.5), percentToBps(null)]).toEqual([
      500, 700, 450, 0,
    ])
  })
})
