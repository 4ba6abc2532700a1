import { describe, expect, it } from 'vitest'

import { customerPage } from '../../plugins/customers/operations/customerPage'
import { localReq } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { phoneBooking, staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'
import { moneyOf } from '@kernel'

const ownDays = fileDays('customer-list.int')

const tag = `Zed${Date.now().toString(36)}`

/** Money as the gateway and refunds leave it (written directly: this test reads, it does not pay). */
async function setMoney(id: number, amountPaidCents: number, refundedCents: number) {
  const payload = await testPayload()
  await payload.db.updateOne({
    collection: 'bookings',
    id,
    data: { amountPaidCents, refundedCents },
  })
}

describe('the Customers page', () => {
  it('sums paid, refunded and net over a customer’s bookings, found by name, email or phone', async () => {
    const staff = await staffApi()
    const email = `${tag.toLowerCase()}@test.example.com`
    const common = { email, lastName: tag, phone: '(204) 318-7741' }
    const first = await phoneBooking(staff, {
      ...common,
      eventDate: ownDays.date(0),
      eventTime: '09:00',
    })
    const latest = await phoneBooking(staff, {
      ...common,
      email: email.toUpperCase(),
      eventDate: ownDays.date(1),
      eventTime: '09:00',
    })
    await setMoney(first.id, 11337, 11337)
    await setMoney(latest.id, 10529, 2500)
    try {
      for (const q of [email, tag.toUpperCase(), '318-7741']) {
        const res = await staff.get(`/admin/customers?q=${encodeURIComponent(q)}`)
        expect(res.status).toBe(200)
        const page = await res.json()
        expect(page.totalCount, q).toBe(1)
        expect(page.customers[0]).toMatchObject({
          bookingId: latest.id,
          bookingCount: 2,
          totalPaid: moneyOf(21866),
          totalRefunded: moneyOf(13837),
          net: moneyOf(8029),
        })
      }
    } finally {
      // No payment rows stand behind these figures: put them back before the suite's
      // invariants check (tests/int/invariants.final.int.spec.ts).
      await setMoney(first.id, 0, 0)
      await setMoney(latest.id, 0, 0)
    }
  })

  it('pages through the matches, newest first, and says when nothing matches', async () => {
    const staff = await staffApi()
    const older = await phoneBooking(staff, {
      lastName: `${tag}pg`,
      eventDate: ownDays.date(2),
      eventTime: '09:00',
    })
    const newer = await phoneBooking(staff, {
      lastName: `${tag}pg`,
      eventDate: ownDays.date(3),
      eventTime: '09:00',
    })
    const req = await localReq()
    const one = await customerPage(req, { query: `${tag}pg`, page: 1, perPage: 1 })
    expect(one).toMatchObject({ totalCount: 2, pageCount: 2, page: 1 })
    expect(one.customers.map((c) => c.bookingId)).toEqual([newer.id])
    const two = await customerPage(req, { query: `${tag}pg`, page: 2, perPage: 1 })
    expect(two.customers.map((c) => c.bookingId)).toEqual([older.id])
    const none = await customerPage(req, { query: '%_no such customer' })
    expect(none).toMatchObject({ totalCount: 0, customers: [], pageCount: 1 })
    expect(none.allCount).toBeGreaterThanOrEqual(2) // the heading still counts everyone
    expect((await staff.get('/admin/customers?page=0')).status).toBe(400)
  })
})
