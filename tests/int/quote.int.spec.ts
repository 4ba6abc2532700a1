import { describe, expect, it } from 'vitest'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { dateInDays, get, post } from '../helpers/booking'
import { moneyOf } from '@kernel'

const base = {
  eventDate: dateInDays(30),
  eventTime: '14:00',
  address: '100 Main St, Winnipeg, MB',
  paymentType: 'deposit',
}

describe('POST /api/quote', () => {
  it('Ultimate + 2 Extra Time + Two Photo Booths in Winnipeg = $1,231.00, deposit $307.75', async () => {
    const res = await post('/quote', {
      ...base,
      packageId: 4,
      selectedAddOns: [1, 2],
      addOnQuantities: '{"1":2}',
    })
    expect(res.status).toBe(200)
    const q = await res.json()
    expect([
      q.packagePrice,
      q.addOnsTotal,
      q.travelSurcharge,
      q.totalAmount,
      q.depositAmount,
      q.remainingBalance,
    ]).toEqual([
      moneyOf(49900),
      moneyOf(73200),
      moneyOf(0),
      moneyOf(123100),
      moneyOf(30775),
      moneyOf(92325),
    ])
    expect(q.lines.map((l: { label: string; amount: string }) => [l.label, l.amount])).toEqual([
      ['Ultimate', moneyOf(49900)],
      ['Extra Time', moneyOf(13800)],
      ['Two Photo Booths', moneyOf(59400)],
    ])
    expect(q.timeline.eventMinutes).toBe(360)
    expect(q.balanceDueDate).toBe(dateInDays(29))
  })

  it('Digital Plus with THANKYOU15 = $254.15, deposit $63.54; the code is trimmed and uppercased', async () => {
    const q = await (
      await post('/quote', { ...base, packageId: 2, promoCode: '  thankyou15 ' })
    ).json()
    expect([q.discountAmount, q.totalAmount, q.depositAmount, q.promoCode]).toEqual([
      moneyOf(4485),
      moneyOf(25415),
      moneyOf(6354),
      'THANKYOU15',
    ])
  })

  it('charges travel outside Winnipeg from the service area drive time, never for Self-Serve', async () => {
    const selkirk = { ...base, address: '200 Manitoba Ave, Selkirk, MB' }
    const classic = await (
      await post('/quote', { ...selkirk, packageId: 3, paymentType: 'full' })
    ).json()
    // Selkirk: 35 min → $20 + 5 × $1.50
    expect([
      classic.travelSurcharge,
      classic.totalAmount,
      classic.amountDueNow,
      classic.driveMinutes,
    ]).toEqual([moneyOf(2750), moneyOf(42650), moneyOf(42650), 35])
    const lite = await (await post('/quote', { ...selkirk, packageId: 1 })).json()
    expect([lite.travelSurcharge, lite.totalAmount]).toEqual([moneyOf(0), moneyOf(19900)])
  })

  it('applies the Self-Serve add-on rules from the CMS', async () => {
    const q = await (
      await post('/quote', {
        ...base,
        packageId: 1,
        selectedAddOns: [1, 2],
        addOnQuantities: { 1: 2 },
      })
    ).json()
    expect([q.addOnsTotal, q.totalAmount]).toEqual([moneyOf(25700), moneyOf(45600)])
    const early = await post('/quote', { ...base, packageId: 1, selectedAddOns: [3] })
    expect(early.status).toBe(422)
  })

  it('refuses far addresses, unknown towns, short notice, inactive codes and bad input with 4xx', async () => {
    const far = await post('/quote', { ...base, packageId: 3, address: '1 Main St, Thompson, MB' })
    expect(far.status).toBe(422)
    expect((await far.json()).message).toContain('outside our service area')
    const unknown = await post('/quote', { ...base, packageId: 3, address: '1 Nowhere Road' })
    expect(unknown.status).toBe(422)
    expect((await unknown.json()).field).toBe('address')
    const soon = await post('/quote', { ...base, packageId: 3, eventDate: dateInDays(6) })
    expect(soon.status).toBe(422)
    const inactive = await post('/quote', { ...base, packageId: 3, promoCode: 'SITETESTCODE' })
    expect(inactive.status).toBe(422)
    expect((await inactive.json()).message).toBe('Invalid promo code')
    const badTime = await post('/quote', { ...base, packageId: 3, eventTime: '07:45' })
    expect(badTime.status).toBe(400)
    const badDate = await post('/quote', { ...base, packageId: 3, eventDate: '2027-02-30' })
    expect(badDate.status).toBe(400)
    const missing = await post('/quote', { ...base })
    expect(missing.status).toBe(400)
    expect((await missing.json()).field).toBe('packageId')
    const custom = await post('/quote', { ...base, packageId: 5 })
    expect(custom.status).toBe(422)
    const notJson = await fetch(`${process.env.APP_URL}/api/quote`, {
      method: 'POST',
      body: '{oops',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(notJson.status).toBe(400)
  })
})

describe('GET /api/calendar/today', () => {
  it('answers Winnipeg’s date by the bundled zone data, for the wizard’s calendar', async () => {
    const before = todayInZone(new Date(), BUSINESS_TIME_ZONE)
    const res = await get('/calendar/today')
    const after = todayInZone(new Date(), BUSINESS_TIME_ZONE)
    expect(res.status).toBe(200)
    const { today } = (await res.json()) as { today: string }
    expect([before, after]).toContain(today)
  })
})
