import { describe, expect, it } from 'vitest'

import { MAX_ACTIVE_HOLDS_PER_CLIENT } from '../../plugins/booking/operations/create/activeHolds'
import { bookingBody } from '../helpers/booking'
import { fromAddress } from '../helpers/fromAddress'
import { testPayload } from '../helpers/payload'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('clientLimits.int')

// Addresses unique to this file so no other test's counters apply.
const pid = process.pid % 200
const A = `127.0.${pid}.2`
const B = `127.0.${pid}.3`

describe('per-client limits keyed on the connection address', () => {
  it('one client flooding address search gets 429 with Retry-After; another is unaffected', async () => {
    const statuses: number[] = []
    let last
    for (let i = 0; i < 121; i++) {
      last = await fromAddress(A, 'GET', '/address-search?query=Selkirk')
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true)
    expect(last!.status).toBe(429)
    expect(last!.body.code).toBe('rate_limited')
    expect(last!.body.message).toMatch(/Too many requests/)
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0)
    const other = await fromAddress(B, 'GET', '/address-search?query=Selkirk')
    expect(other.status).toBe(200)
  })

  it('caps unpaid holds per client; another client still books', async () => {
    const client = `127.0.${pid}.4`
    const made: number[] = []
    for (let i = 0; i < MAX_ACTIVE_HOLDS_PER_CLIENT; i++) {
      const res = await fromAddress(
        client,
        'POST',
        '/bookings',
        bookingBody({ eventDate: ownDays.date(i), eventTime: '09:00' }),
      )
      expect(res.status).toBe(201)
      made.push(res.body.id as number)
    }
    const over = await fromAddress(
      client,
      'POST',
      '/bookings',
      bookingBody({ eventDate: ownDays.date(6), eventTime: '09:00' }),
    )
    expect(over.status).toBe(429)
    expect(over.body.code).toBe('too_many_holds')
    expect(over.body.message).toMatch(/You already hold 5 unpaid bookings/)
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(60)
    const other = await fromAddress(
      `127.0.${pid}.5`,
      'POST',
      '/bookings',
      bookingBody({ eventDate: ownDays.date(6), eventTime: '09:00' }),
    )
    expect(other.status).toBe(201)
  })

  it('a new booking from the same cart session releases that session’s earlier hold', async () => {
    const client = `127.0.${pid}.6`
    const sessionId = `session-${process.pid}-${Date.now()}`
    const slot = { eventDate: ownDays.date(10), eventTime: '11:00', packageId: 4, sessionId }
    // Two Photo Booths would need both booths: the visitor's own first hold must not block it.
    const first = await fromAddress(client, 'POST', '/bookings', bookingBody(slot))
    expect(first.status).toBe(201)
    const second = await fromAddress(
      client,
      'POST',
      '/bookings',
      bookingBody({ ...slot, selectedAddOns: [2] }),
    )
    expect([second.status, second.body.booths]).toEqual([201, ['booth1', 'booth2']])
    const payload = await testPayload()
    const old = await payload.findByID({ collection: 'bookings', id: first.body.id as number })
    expect(old.status).toBe('cancelled')
    const held = await payload.find({
      collection: 'booth-reservations',
      where: { booking: { equals: first.body.id as number } },
    })
    expect(held.docs.map((r) => r.status)).toEqual(['released'])
  })
})
