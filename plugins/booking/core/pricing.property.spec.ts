import { describe, it, expect } from 'vitest'
import { quote } from './pricing'
import { EVENT_DATE, FIXED_50, TEST_ADD_ONS, TEST_PACKAGES, THANKYOU15, TODAY } from './testCatalog'
import { makeRng } from './testRandom'
import type { AddOnSelection, PromoRule } from './types'

describe('quote: invariants over generated bookings', () => {
  it('amounts are consistent whole cents for any valid booking', () => {
    const rng = makeRng(2026)
    const bookable = TEST_PACKAGES.filter((p) => p.bookable)
    let checked = 0
    for (let i = 0; i < 1500; i++) {
      const pkg = rng.pick(bookable)
      const selections: AddOnSelection[] = TEST_ADD_ONS.filter(() => rng.bool()).map((a) => ({
        addOnId: a.id,
        quantity: a.pricingRule === 'per_unit' ? rng.int(1, 6) : 1,
      }))
      const promo: PromoRule | null = rng.pick([
        null,
        { ...THANKYOU15, discountValue: rng.int(1, 100) },
        { ...FIXED_50, discountValue: rng.int(1, 200_000) },
      ])
      const paymentType = rng.pick(['full', 'deposit'] as const)
      const r = quote({
        pkg,
        addOns: TEST_ADD_ONS,
        selections: [...selections].reverse(),
        travelSurchargeCents: rng.pick([0, 2000, rng.int(2000, 20000)]),
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
        continue
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
    }
    expect(checked).toBeGreaterThan(500)
  })
})
