import { describe, expect, it } from 'vitest'

import { paymentsOf } from '../helpers/moneyPaths'
import { paidBooking } from '../helpers/selfService'
import { bookingDoc, staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('refundInput.int')

describe('refunds are never sent before the input is known to be good', () => {
  it('a NUL byte in a cancel reason or a payment note is a 400, and nothing is refunded or recorded', async () => {
    const b = await paidBooking({ eventDate: ownDays.date(0), eventTime: '20:00' })
    const staff = await staffApi()
    const cancel = await staff.post(`/bookings/${b.id}/cancel`, {
      refundCents: 1000,
      reason: 'Customer asked\u0000',
    })
    expect(cancel.status).toBe(400)
    expect((await cancel.json()).code).toBe('invalid_input')
    const note = await staff.post(`/bookings/${b.id}/payments`, {
      method: 'cash',
      amountCents: 100,
      note: 'ref\u0000123',
    })
    expect(note.status).toBe(400)
    const doc = await bookingDoc(b.id)
    expect([doc.status, doc.refundedCents ?? 0, doc.amountPaidCents]).toEqual([
      'confirmed',
      0,
      29900,
    ])
    expect((await paymentsOf(b.id)).map((p) => [p.status, p.refundedCents ?? 0])).toEqual([
      ['succeeded', 0],
    ])
  })
})
