import { describe, expect, it } from 'vitest'

import { bookingBody, dateInDays } from '../helpers/booking'
import { fromAddress } from '../helpers/fromAddress'
import { manage } from '../helpers/selfService'

// Addresses unique to this file (clientLimits uses .2 to .6) so no other test's holds count.
const pid = process.pid % 200
const at = (host: number) => `127.0.${pid}.${host}`

// Ultimate with Two Photo Booths, Extra Time x4 and Early Set-Up x4 at 14:00: both booths all day.
const allDay = (days: number) =>
  bookingBody({
    packageId: 4,
    eventDate: dateInDays(days),
    eventTime: '14:00',
    selectedAddOns: [1, 2, 3],
    addOnQuantities: JSON.stringify({ 1: 4, 3: 4 }),
  })
const ordinary = (days: number, time: string) =>
  bookingBody({ packageId: 2, eventDate: dateInDays(days), eventTime: time })

describe('holds are bounded per client by booth-hours', () => {
  it('one all-day hold of both booths, but not two; a cancel does not give the allowance back', async () => {
    const client = at(41)
    const first = await fromAddress(client, 'POST', '/bookings', allDay(650))
    expect([first.status, first.body.booths]).toEqual([201, ['booth1', 'booth2']])
    const second = await fromAddress(client, 'POST', '/bookings', allDay(651))
    expect(second.status).toBe(429)
    expect(second.body.code).toBe('too_many_holds')
    expect(second.body.message).toMatch(/holding a lot of booth time/)
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(60)

    const cancelled = await manage().cancel(
      first.body.id as number,
      first.body.accessToken as string,
    )
    expect(cancelled.status).toBe(200)
    const again = await fromAddress(client, 'POST', '/bookings', allDay(651))
    expect([again.status, again.body.code]).toEqual([429, 'too_many_holds'])
    // Someone else still books that day.
    const other = await fromAddress(at(42), 'POST', '/bookings', allDay(651))
    expect(other.status).toBe(201)
  })

  it('a family planning a few ordinary events never meets it', async () => {
    const client = at(43)
    for (const [days, time] of [
      [652, '10:00'],
      [653, '18:00'],
      [654, '12:00'],
      [655, '19:00'],
    ] as const) {
      const res = await fromAddress(client, 'POST', '/bookings', ordinary(days, time))
      expect(res.status).toBe(201)
    }
  })
})
