import { describe, it, expect } from 'vitest'
import { evaluatePromo, normalizePromoCode } from './promo'
import {
  FIXED_50,
  FIXED_HUGE,
  INACTIVE,
  LIMITED,
  MIN_ORDER_100,
  SITETESTCODE,
  THANKYOU15,
  WINTER,
} from '@tests/helpers/testCatalog'
import { makeRng } from '@tests/helpers/testRandom'
import type { PromoRule } from './types'

const TODAY = '2026-11-22'
const ev = (
  promo: PromoRule | null,
  baseTotalCents: number,
  extra: { code?: string | null; today?: string } = {},
) => evaluatePromo({ promo, baseTotalCents, today: extra.today ?? TODAY, code: extra.code })

describe('normalizePromoCode', () => {
  it('trims and uppercases; empty means none', () => {
    expect(normalizePromoCode('  thankyou15 ')).toBe('THANKYOU15')
    expect(normalizePromoCode('')).toBeNull()
    expect(normalizePromoCode('   ')).toBeNull()
    expect(normalizePromoCode(null)).toBeNull()
    expect(normalizePromoCode(undefined)).toBeNull()
  })
})

describe('evaluatePromo', () => {
  it('no promo and no code → no discount', () => {
    expect(ev(null, 29900)).toEqual({ ok: true, code: null, discountCents: 0 })
  })
  it('percentage discount rounds to the cent', () => {
    expect(ev(THANKYOU15, 29900)).toEqual({ ok: true, code: 'THANKYOU15', discountCents: 4485 })
    expect(ev(THANKYOU15, 33333)).toEqual({ ok: true, code: 'THANKYOU15', discountCents: 5000 }) // 4999.95
    expect(ev(THANKYOU15, 29900, { code: ' thankyou15' }).ok).toBe(true)
  })
  it('caps 99% at 95% of the base total', () => {
    expect(ev(SITETESTCODE, 29900)).toEqual({
      ok: true,
      code: 'SITETESTCODE',
      discountCents: 28405,
    })
  })
  it('caps a fixed discount larger than the base', () => {
    expect(ev(FIXED_HUGE, 19900)).toEqual({ ok: true, code: 'HUGE', discountCents: 18905 })
    expect(ev(FIXED_50, 19900)).toEqual({ ok: true, code: 'SAVE50', discountCents: 5000 })
  })
  it('minimum order message', () => {
    const r = ev(MIN_ORDER_100, 9999)
    expect(r).toEqual({
      ok: false,
      error: {
        code: 'promo_min_order',
        field: 'promoCode',
        message: 'Minimum order amount $100 required for this code',
      },
    })
    const odd = ev({ ...MIN_ORDER_100, minOrderCents: 10050 }, 10000)
    expect(odd.ok === false && odd.error.message).toBe(
      'Minimum order amount $100.50 required for this code',
    )
    expect(ev(MIN_ORDER_100, 10000)).toEqual({ ok: true, code: 'BIG10', discountCents: 1000 })
  })
  it('unknown, mismatched, inactive, out-of-window and used-up codes are all "Invalid promo code"', () => {
    const cases: Array<[ReturnType<typeof ev>, string]> = [
      [ev(null, 29900, { code: 'NOPE' }), 'promo_invalid'],
      [ev(THANKYOU15, 29900, { code: 'THANKYOU20' }), 'promo_invalid'],
      [ev(INACTIVE, 29900), 'promo_inactive'],
      [ev(WINTER, 29900, { today: '2026-11-30' }), 'promo_not_started'],
      [ev(WINTER, 29900, { today: '2027-03-01' }), 'promo_expired'],
      [ev(LIMITED, 29900), 'promo_exhausted'],
      [ev({ ...WINTER, endsAt: 'someday' }, 29900), 'promo_invalid'],
      [ev({ ...THANKYOU15, discountValue: 150 }, 29900), 'promo_invalid'],
    ]
    for (const [r, code] of cases)
      expect(r).toEqual({
        ok: false,
        error: { code, field: 'promoCode', message: 'Invalid promo code' },
      })
  })
  it('date window is inclusive on both ends', () => {
    expect(ev(WINTER, 10000, { today: '2026-12-01' }).ok).toBe(true)
    expect(ev(WINTER, 10000, { today: '2027-02-28' }).ok).toBe(true)
    expect(
      ev({ ...WINTER, endsAt: '2027-02-28T00:00:00.000Z' }, 10000, { today: '2027-02-28' }).ok,
    ).toBe(true)
    expect(ev({ ...LIMITED, timesUsed: 4 }, 10000).ok).toBe(true)
  })
  it('property: discount is an integer within [0, 95% of base]', () => {
    const rng = makeRng(15)
    for (let i = 0; i < 2000; i++) {
      const base = rng.int(0, 500_000)
      const promo: PromoRule = rng.bool()
        ? { ...THANKYOU15, discountValue: rng.int(1, 100) }
        : { ...FIXED_50, discountValue: rng.int(1, 600_000) }
      const r = ev(promo, base)
      if (!r.ok) throw new Error('unexpected failure')
      expect(Number.isInteger(r.discountCents)).toBe(true)
      expect(r.discountCents).toBeGreaterThanOrEqual(0)
      expect(r.discountCents).toBeLessThanOrEqual(Math.round(base * 0.95))
      if (promo.discountType === 'fixed')
        expect(r.discountCents).toBeLessThanOrEqual(promo.discountValue)
    }
  })
})
