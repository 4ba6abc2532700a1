import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addDaysToDateString } from '@kernel'
import { refundPolicy } from './cancellation'
import { modificationMoney } from './modification'

const EVENT = '2028-06-30'

type Step =
  | { kind: 'price'; priceCents: number; daysBefore: number }
  | { kind: 'pay'; share: number; daysBefore: number }

/**
 * A booking's money through a sequence of changes and payments and a final cancel, applied as
 * the operations apply them (quoteModification, modificationUpdate, cancellationTerms).
 */
function run(firstPrice: number, firstPaid: number, steps: Step[], cancelDaysBefore: number) {
  let price = firstPrice
  let fee = 0
  let paid = firstPaid
  let refunded = 0
  const refunds: { cents: number; percent: number }[] = []
  for (const step of steps) {
    const today = addDaysToDateString(EVENT, -step.daysBefore)
    const total = price + fee
    if (step.kind === 'pay') {
      paid += Math.floor((Math.max(0, total - (paid - refunded)) * step.share) / 100)
      continue
    }
    const m = modificationMoney({
      oldTotalCents: total,
      newTotalCents: step.priceCents + fee,
      netPaidCents: paid - refunded,
      eventDate: EVENT,
      today,
    })
    price = step.priceCents
    fee += m.keptCents
    refunded += m.refundCents
    refunds.push({ cents: m.refundCents, percent: m.refundPercent })
    // What the booking then shows: its total is what is owed plus what was paid.
    expect(price + fee).toBe(Math.max(paid - refunded, price + fee))
  }
  const cancel = refundPolicy({
    eventDate: EVENT,
    cancelDate: addDaysToDateString(EVENT, -cancelDaysBefore),
    amountPaidCents: paid - refunded - fee,
  })
  refunds.push({ cents: cancel.refundCents, percent: cancel.refundPercent })
  return { paid, refunds, total: refunds.reduce((s, r) => s + r.cents, 0) }
}

const priceArb = fc.integer({ min: 1_000, max: 120_000 })
// Notice only shrinks as time passes: each step is no earlier than the one before.
const scenario = fc
  .record({
    first: priceArb,
    paidShare: fc.integer({ min: 0, max: 100 }),
    steps: fc.array(
      fc.oneof(
        fc.record({ kind: fc.constant('price' as const), priceCents: priceArb }),
        fc.record({ kind: fc.constant('pay' as const), share: fc.integer({ min: 1, max: 100 }) }),
      ),
      { maxLength: 8 },
    ),
    days: fc.array(fc.integer({ min: 0, max: 400 }), { minLength: 9, maxLength: 9 }),
  })
  .map(({ first, paidShare, steps, days }) => {
    const sorted = [...days].sort((a, b) => b - a)
    return {
      first,
      firstPaid: Math.floor((first * paidShare) / 100),
      steps: steps.map((s, i) => ({ ...s, daysBefore: sorted[i]! }) as Step),
      cancelDaysBefore: sorted[8]!,
      sameNotice: sorted[0] === sorted[8],
    }
  })

describe('refunds over any sequence of changes, payments and a cancel (fast-check)', () => {
  it('never add up to more than a direct cancellation at the best notice of any refund', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const { paid, refunds, total } = run(s.first, s.firstPaid, s.steps, s.cancelDaysBefore)
        const best = Math.max(...refunds.map((r) => r.percent))
        // Each refund is the policy's share, at that moment, of money really paid.
        expect(total).toBeLessThanOrEqual(Math.round((paid * best) / 100) + refunds.length)
        expect(total).toBeLessThanOrEqual(paid)
      }),
      { numRuns: 1_000 },
    )
  }, 30_000)

  it('at one notice period, changes and a cancel return exactly what cancelling directly does (to rounding)', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const days = s.cancelDaysBefore
        const steps = s.steps.map((st) => ({ ...st, daysBefore: days }))
        const { paid, refunds, total } = run(s.first, s.firstPaid, steps, days)
        const direct = refundPolicy({
          eventDate: EVENT,
          cancelDate: addDaysToDateString(EVENT, -days),
          amountPaidCents: paid,
        }).refundCents
        expect(total).toBeLessThanOrEqual(direct + refunds.length) // a half cent per refund at most
        expect(total).toBeGreaterThanOrEqual(direct - refunds.length)
      }),
      { numRuns: 1_000 },
    )
  }, 30_000)

  it("the issue's cases: Plus → Ultimate (unpaid) → Lite refunds $75; Ultimate + 4 × Extra Time, lowered, cancelled returns $374.25", () => {
    const plus = run(
      29900,
      29900,
      [
        { kind: 'price', priceCents: 49900, daysBefore: 200 },
        { kind: 'price', priceCents: 19900, daysBefore: 200 },
      ],
      200,
    )
    // $75 at the change; at the cancel 75% of the $224 left less the $25 fee: as direct, $224.25.
    expect(plus.refunds.map((r) => r.cents)).toEqual([0, 7500, 14925])
    expect(plus.total).toBe(22425)
    const ultimate = run(
      49900,
      49900,
      [
        { kind: 'price', priceCents: 49900 + 4 * 6900, daysBefore: 200 },
        { kind: 'price', priceCents: 49900, daysBefore: 200 },
      ],
      200,
    )
    expect(ultimate.total).toBe(37425)
  })
})
