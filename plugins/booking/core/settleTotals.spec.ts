import { describe, expect, it } from 'vitest'

import { settleTotals } from './settleTotals'
import type { PromoRule, QuoteLine } from './types'

const lines: QuoteLine[] = [
  { kind: 'package', label: 'Digital Plus', quantity: 1, amountCents: 29900 },
]
const promo = (value: number, extra: Partial<PromoRule> = {}): PromoRule => ({
  code: 'THANKYOU15',
  discountType: 'percentage',
  discountValue: value,
  minOrderCents: 0,
  active: true,
  timesUsed: 0,
  ...extra,
})
const base = { eventDate: '2027-03-14', today: '2026-11-23', paymentType: 'deposit' as const }

describe('settleTotals', () => {
  it('re-prices a snapshot with a promo and a deposit to the cent', () => {
    const r = settleTotals({
      ...base,
      baseLines: lines,
      promo: promo(15),
      promoCode: ' thankyou15 ',
    })
    if (!r.ok) throw new Error(r.error.message)
    expect(r.totals).toMatchObject({
      baseTotalCents: 29900,
      discountCents: 4485,
      totalCents: 25415,
      depositCents: 6354,
      amountDueNowCents: 6354,
      remainingBalanceCents: 19061,
      balanceDueDate: '2027-03-13',
      promoCode: 'THANKYOU15',
    })
    expect(r.totals.lines.at(-1)).toEqual({
      kind: 'discount',
      label: 'Promo code THANKYOU15',
      quantity: 1,
      amountCents: -4485,
    })
  })

  it('drops an old discount line before applying the new code, and full payment leaves no balance', () => {
    const withOld: QuoteLine[] = [
      ...lines,
      { kind: 'discount', label: 'Promo code OLD', quantity: 1, amountCents: -100 },
    ]
    const r = settleTotals({ ...base, paymentType: 'full', baseLines: withOld, promo: null })
    if (!r.ok) throw new Error(r.error.message)
    expect(r.totals).toMatchObject({
      baseTotalCents: 29900,
      discountCents: 0,
      totalCents: 29900,
      amountDueNowCents: 29900,
      remainingBalanceCents: 0,
    })
    expect(r.totals.lines).toHaveLength(1)
  })

  it('caps the discount at 95% and rejects an unknown code', () => {
    const capped = settleTotals({
      ...base,
      baseLines: lines,
      promo: promo(99, { code: 'SITETESTCODE' }),
      promoCode: 'SITETESTCODE',
    })
    if (!capped.ok) throw new Error(capped.error.message)
    expect(capped.totals.discountCents).toBe(28405)
    expect(capped.totals.totalCents).toBe(1495)
    const unknown = settleTotals({ ...base, baseLines: lines, promo: null, promoCode: 'NOPE' })
    expect(unknown).toMatchObject({
      ok: false,
      error: { message: 'Invalid promo code', field: 'promoCode' },
    })
  })
})
