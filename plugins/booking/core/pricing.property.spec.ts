import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  EVENT_DATE,
  FIXED_50,
  TEST_ADD_ONS,
  TEST_PACKAGES,
  THANKYOU15,
  TODAY,
} from '@tests/helpers/testCatalog'

import { quote } from './pricing'
import type { AddOnSelection, PromoRule } from './types'

const bookable = TEST_PACKAGES.filter((p) => p.bookable)

// One generated booking: package, add-ons (each maybe, in any order), promo, travel, payment type.
const booking = fc.record({
  pkg: fc.constantFrom(...bookable),
  selections: fc
    .tuple(
      ...TEST_ADD_ONS.map((a) =>
        fc.option(
          fc
            .integer({ min: 1, max: a.pricingRule === 'per_unit' ? 6 : 1 })
            .map((quantity): AddOnSelection => ({ addOnId: a.id, quantity })),
          { nil: null },
        ),
      ),
    )
    .map((picked) => picked.filter((s): s is AddOnSelection => s !== null)),
  promo: fc.oneof(
    fc.constant<PromoRule | null>(null),
    fc.integer({ min: 1, max: 100 }).map((v): PromoRule => ({ ...THANKYOU15, discountValue: v })),
    fc.integer({ min: 1, max: 200_000 }).map((v): PromoRule => ({ ...FIXED_50, discountValue: v })),
  ),
  travel: fc.oneof(fc.constant(0), fc.constant(2000), fc.integer({ min: 2000, max: 20000 })),
  paymentType: fc.constantFrom('full' as const, 'deposit' as const),
})

describe('quote: invariants over generated bookings', () => {
  it('amounts are consistent whole cents for any valid booking', () => {
    let checked = 0
    fc.assert(
      fc.property(booking, ({ pkg, selections, promo, travel, paymentType }) => {
        const r = quote({
          pkg,
          addOns: TEST_ADD_ONS,
          selections: [...selections].reverse(),
          travelSurchargeCents: travel,
          promo,
          paymentType,
          eventDate: EVENT_DATE,
          today: TODAY,
          depositPercent: 25,
          discountCapPercent: 95,
        })
        if (!r.ok) {
          // Only legitimate rejection here: self-serve cannot take Early Set-Up.
          expect(r.error.code).toBe('addon_not_offered')
          expect(pkg.selfServe && selections.some((s) => s.addOnId === 3)).toBe(true)
          return
        }
        const q = r.quote
        checked++
        for (const v of [
          q.baseTotalCents,
          q.discountCents,
          q.totalCents,
          q.depositCents,
          q.amountDueNowCents,
          q.remainingBalanceCents,
        ]) {
          expect(Number.isSafeInteger(v) && v >= 0).toBe(true)
        }
        expect(q.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(q.totalCents)
        expect(q.baseTotalCents).toBe(
          q.packagePriceCents + q.addOnsTotalCents + q.travelSurchargeCents,
        )
        expect(q.totalCents).toBe(q.baseTotalCents - q.discountCents)
        expect(q.discountCents).toBeLessThanOrEqual(Math.round(q.baseTotalCents * 0.95))
        expect(q.totalCents).toBeGreaterThan(0)
        expect(Math.abs(q.depositCents * 4 - q.totalCents)).toBeLessThanOrEqual(2)
        expect(q.amountDueNowCents + q.remainingBalanceCents).toBe(q.totalCents)
        expect(q.amountDueNowCents).toBe(paymentType === 'full' ? q.totalCents : q.depositCents)
        expect(q.boothsNeeded).toBe(selections.some((s) => s.addOnId === 2) ? 2 : 1)
        expect(q.lines.filter((l) => l.kind === 'addon').map((l) => l.addOnId)).toEqual(
          selections.map((s) => s.addOnId),
        )
      }),
      { numRuns: 1500, seed: 2026 },
    )
    expect(checked).toBeGreaterThan(500)
  })
})
