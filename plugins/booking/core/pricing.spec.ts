import { describe, it, expect } from 'vitest'
import { quote, type QuoteInput } from './pricing'
import {
  CLASSIC,
  CUSTOM,
  DIGITAL_LITE,
  DIGITAL_PLUS,
  EVENT_DATE,
  FIXED_HUGE,
  INACTIVE,
  LIMITED,
  MIN_ORDER_100,
  SITETESTCODE,
  TEST_ADD_ONS,
  THANKYOU15,
  TODAY,
  ULTIMATE,
  WINTER,
} from '@tests/helpers/testCatalog'
import type { Quote } from './types'

const input = (over: Partial<QuoteInput> = {}): QuoteInput => ({
  pkg: DIGITAL_PLUS,
  addOns: TEST_ADD_ONS,
  selections: [],
  travelSurchargeCents: 0,
  promo: null,
  paymentType: 'deposit',
  eventDate: EVENT_DATE,
  today: TODAY,
  depositPercent: 25,
  discountCapPercent: 95,
  ...over,
})
const ok = (over: Partial<QuoteInput>): Quote => {
  const r = quote(input(over))
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`)
  return r.quote
}
const err = (over: Partial<QuoteInput>) => {
  const r = quote(input(over))
  return r.ok ? null : r.error
}

describe('quote: acceptance cases', () => {
  it('Ultimate + 2 Extra Time + Two Photo Booths in Winnipeg = $1,231.00, deposit $307.75', () => {
    const q = ok({
      pkg: ULTIMATE,
      selections: [
        { addOnId: 1, quantity: 2 },
        { addOnId: 2, quantity: 1 },
      ],
    })
    expect(q.totalCents).toBe(123100)
    expect(q.depositCents).toBe(30775)
    expect(q.amountDueNowCents).toBe(30775)
    expect(q.remainingBalanceCents).toBe(92325)
    expect(q.addOnsTotalCents).toBe(13800 + 59400)
    expect(q.extraEventMinutes).toBe(120)
    expect(q.boothsNeeded).toBe(2)
    expect(q.balanceDueDate).toBe('2027-03-19')
  })
  it('Digital Plus with THANKYOU15 = $254.15, deposit $63.54', () => {
    const q = ok({ promo: THANKYOU15, promoCode: 'thankyou15 ' })
    expect(q).toEqual({
      lines: [
        { kind: 'package', label: 'Digital Plus', quantity: 1, amountCents: 29900 },
        { kind: 'discount', label: 'Promo code THANKYOU15', quantity: 1, amountCents: -4485 },
      ],
      packagePriceCents: 29900,
      addOnsTotalCents: 0,
      travelSurchargeCents: 0,
      baseTotalCents: 29900,
      discountCents: 4485,
      totalCents: 25415,
      depositCents: 6354,
      amountDueNowCents: 6354,
      remainingBalanceCents: 19061,
      balanceDueDate: '2027-03-19',
      extraEventMinutes: 0,
      earlySetupMinutes: 0,
      boothsNeeded: 1,
      promoCode: 'THANKYOU15',
    })
  })
  it('Self-Serve + 2 Extra Time = $199 + $58 = $257', () => {
    const q = ok({ pkg: DIGITAL_LITE, selections: [{ addOnId: 1, quantity: 2 }] })
    expect(q.totalCents).toBe(25700)
    expect(q.extraEventMinutes).toBe(60)
  })
  it('Self-Serve + Two Photo Booths = $199 + $199', () => {
    const q = ok({ pkg: DIGITAL_LITE, selections: [{ addOnId: 2, quantity: 1 }] })
    expect(q.totalCents).toBe(39800)
    expect(q.boothsNeeded).toBe(2)
  })
  it('Self-Serve + Early Set-Up → addon_not_offered', () => {
    expect(err({ pkg: DIGITAL_LITE, selections: [{ addOnId: 3, quantity: 1 }] })?.code).toBe(
      'addon_not_offered',
    )
  })
  it('Digital Plus + Extra Time + Two Photo Booths: 99 × (2.5 + 1) = $346.50', () => {
    const q = ok({
      selections: [
        { addOnId: 2, quantity: 1 },
        { addOnId: 1, quantity: 1 },
      ],
    })
    expect(q.lines.find((l) => l.addOnId === 2)?.amountCents).toBe(34650)
    expect(q.totalCents).toBe(29900 + 6900 + 34650)
  })
  it('Classic + Early Set-Up ×3 = $57 extra and 90 setup minutes', () => {
    const q = ok({ pkg: CLASSIC, selections: [{ addOnId: 3, quantity: 3 }] })
    expect(q.addOnsTotalCents).toBe(5700)
    expect(q.totalCents).toBe(45600)
    expect(q.earlySetupMinutes).toBe(90)
  })
  it('SITETESTCODE 99% is capped at 95%', () => {
    const q = ok({ promo: SITETESTCODE })
    expect(q.discountCents).toBe(28405)
    expect(q.totalCents).toBe(1495)
    expect(q.depositCents).toBe(374) // 373.75
  })
  it('fixed discount larger than the base is capped at 95%', () => {
    const q = ok({ pkg: DIGITAL_LITE, promo: FIXED_HUGE })
    expect(q.discountCents).toBe(18905)
    expect(q.totalCents).toBe(995)
  })
  it('minimum order not met', () => {
    expect(err({ promo: { ...MIN_ORDER_100, minOrderCents: 50000 } })).toEqual({
      code: 'promo_min_order',
      field: 'promoCode',
      message: 'Minimum order amount $500 required for this code',
    })
    expect(err({ promo: { ...MIN_ORDER_100, minOrderCents: 30050 } })?.message).toBe(
      'Minimum order amount $300.50 required for this code',
    )
    // Add-ons and travel count towards the minimum.
    expect(
      ok({ promo: { ...MIN_ORDER_100, minOrderCents: 30050 }, travelSurchargeCents: 2000 })
        .discountCents,
    ).toBe(3190)
  })
  it('unknown, inactive, out-of-dates and used-up codes → Invalid promo code', () => {
    const invalid = [
      err({ promo: null, promoCode: 'BOGUS' }),
      err({ promo: INACTIVE }),
      err({ promo: WINTER, today: '2026-11-22' }),
      err({ promo: WINTER, today: '2027-03-01', eventDate: '2027-06-01' }),
      err({ promo: LIMITED }),
    ]
    for (const e of invalid) expect(e?.message).toBe('Invalid promo code')
    expect(ok({ promo: WINTER, today: '2026-12-01' }).discountCents).toBe(2990)
  })
})

describe('quote: other rules', () => {
  it('full payment charges everything now', () => {
    const q = ok({ pkg: ULTIMATE, paymentType: 'full', travelSurchargeCents: 3650 })
    expect([q.totalCents, q.amountDueNowCents, q.remainingBalanceCents, q.depositCents]).toEqual([
      53550, 53550, 0, 13388,
    ])
    expect(q.lines.at(-1)).toEqual({
      kind: 'travel',
      label: 'Travel surcharge',
      quantity: 1,
      amountCents: 3650,
    })
  })
  it('Custom package is not bookable online', () => {
    expect(err({ pkg: CUSTOM })).toEqual({
      code: 'package_not_bookable',
      field: 'package',
      message: 'Custom cannot be booked online',
    })
  })
  it('balance is due the day before the event, across month/year ends', () => {
    expect(ok({ eventDate: '2027-03-01' }).balanceDueDate).toBe('2027-02-28')
    expect(ok({ eventDate: '2027-01-01' }).balanceDueDate).toBe('2026-12-31')
  })
  it('rejects a bad event date or payment type, and throws on bad server config', () => {
    expect(err({ eventDate: '2027-02-29' })?.code).toBe('date_invalid')
    expect(err({ paymentType: 'half' as never })?.code).toBe('payment_type_invalid')
    expect(() => quote(input({ travelSurchargeCents: 12.5 }))).toThrow(RangeError)
    expect(() => quote(input({ depositPercent: 150 }))).toThrow(RangeError)
    expect(() => quote(input({ today: 'today' }))).toThrow(RangeError)
  })
  it('defaults to 25% deposit and 95% cap', () => {
    const q = ok({ promo: SITETESTCODE, depositPercent: undefined, discountCapPercent: undefined })
    expect([q.discountCents, q.depositCents]).toEqual([28405, 374])
  })
})
