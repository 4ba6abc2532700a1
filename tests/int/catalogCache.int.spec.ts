import { describe, expect, it } from 'vitest'

import { bookingBody, dateInDays, get, post } from '../helpers/booking'
import { fileDays } from '../helpers/fileDays'
import { testPayload } from '../helpers/payload'
import { moneyOf } from '@kernel'

// The server caches the catalog in memory. These edits go through this process's Local API,
// another instance as far as the server is concerned: only the version row tells it.
const quote = (packageId: number, promoCode?: string) =>
  post('/quote', {
    packageId,
    eventDate: dateInDays(30),
    eventTime: '14:00',
    address: '100 Main St, Winnipeg, MB',
    paymentType: 'full',
    selectedAddOns: [],
    addOnQuantities: '{}',
    ...(promoCode ? { promoCode } : {}),
  })

const days = fileDays('issue51')

describe('catalog cache', () => {
  it('a price edited by another instance is quoted by the next request, and a deleted package is gone', async () => {
    const payload = await testPayload()
    const pkg = await payload.create({
      collection: 'packages',
      data: {
        name: `Cache Probe ${Date.now()}`,
        slug: `cache-probe-${Date.now()}`,
        price: 321,
        durationMinutes: 120,
        bookable: true,
        active: true,
      },
    })
    try {
      expect((await (await quote(pkg.id)).json()).totalAmount).toEqual(moneyOf(32100))
      await payload.update({ collection: 'packages', id: pkg.id, data: { price: 333.5 } })
      expect((await (await quote(pkg.id)).json()).totalAmount).toEqual(moneyOf(33350))
    } finally {
      await payload.delete({ collection: 'packages', id: pkg.id })
    }
    expect((await quote(pkg.id)).status).toBe(404)
  })

  it('a promo code created after the server saw it as unknown applies at once', async () => {
    const payload = await testPayload()
    const code = `CACHE${Date.now()}`
    const before = await quote(4, code)
    expect([before.status, (await before.json()).field]).toEqual([422, 'promoCode'])
    const promo = await payload.create({
      collection: 'promo-codes',
      data: { code, discountType: 'fixed', discountValue: 20, active: true },
    })
    try {
      const after = await quote(4, code)
      expect(after.status).toBe(200)
      const q = await after.json()
      expect([q.discountAmount, q.totalAmount]).toEqual([moneyOf(2000), moneyOf(47900)])
    } finally {
      await payload.delete({ collection: 'promo-codes', id: promo.id })
    }
  })

  it("a package's new length counts for availability at once (the version is read with the schedules)", async () => {
    const payload = await testPayload()
    const date = days.date(0)
    // Both booths from 15:30 (16:00 start, 30 min setup) with Two Photo Booths.
    const booked = await post(
      '/bookings',
      bookingBody({ eventDate: date, eventTime: '16:00', selectedAddOns: [2] }),
    )
    expect(booked.status).toBe(201)
    const pkg = await payload.create({
      collection: 'packages',
      data: {
        name: `Length Probe ${Date.now()}`,
        slug: `length-probe-${Date.now()}`,
        price: 300,
        durationMinutes: 120,
        bookable: true,
        active: true,
      },
    })
    const free = async () =>
      (await get(`/calendar/availability?date=${date}&time=10:00&packageName=${pkg.slug}`)).json()
    try {
      // 09:30 to 13:00 with setup and buffer: clear of the booking.
      expect(await free()).toEqual({ booth1: true, booth2: true })
      expect(await free()).toEqual({ booth1: true, booth2: true })
      // Six hours: 09:30 to 17:00, into the booking.
      await payload.update({ collection: 'packages', id: pkg.id, data: { durationMinutes: 360 } })
      expect(await free()).toEqual({ booth1: false, booth2: false })
    } finally {
      await payload.delete({ collection: 'packages', id: pkg.id })
    }
  })
})
