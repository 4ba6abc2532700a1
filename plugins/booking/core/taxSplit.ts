// Prices include GST and RST: a receipt breaks out the tax inside an amount so that the parts
// add up to the amount exactly (DESIGN.md, "Changing a booking, receipts and taxes").
import type { Cents } from '@kernel'

import { assertCents } from '@kernel'

/** Rates in basis points (5% = 500), so no binary fraction enters the arithmetic. */
export type TaxRates = { gstBps: number; rstBps: number }

export type TaxSplit = { netCents: Cents; gstCents: Cents; rstCents: Cents }

/** Manitoba: GST 5% and RST 7%. */
export const MANITOBA_TAX_RATES: TaxRates = { gstBps: 500, rstBps: 700 }

/** A percentage as stored in Site Settings (5, 7, 4.5) → basis points. */
export const percentToBps = (percent: number | null | undefined): number =>
  Number.isFinite(percent) && (percent as number) > 0 ? Math.round((percent as number) * 100) : 0

/** round(n / d) half up, for non-negative integers, in integer arithmetic. */
const divideRounded = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d))

/**
 * net = round(amount / (1 + GST + RST)), GST = round(net × GST), RST = amount − net − GST,
 * each rounded half up to the cent. RST takes the remainder, so net + GST + RST = amount always.
 */
export function splitTax(amountCents: Cents, rates: TaxRates): TaxSplit {
  assertCents(amountCents)
  if (amountCents < 0)
    throw new RangeError(`A tax split needs a non-negative amount: ${amountCents}`)
  const netCents = divideRounded(amountCents * 10_000, 10_000 + rates.gstBps + rates.rstBps)
  const gstCents = divideRounded(netCents * rates.gstBps, 10_000)
  const rstCents = amountCents - netCents - gstCents
  // Only with no RST can rounding leave -1 cent here (10 cents at GST 5%): GST gives it back.
  if (rstCents < 0) return { netCents, gstCents: gstCents + rstCents, rstCents: 0 }
  return { netCents, gstCents, rstCents }
}
