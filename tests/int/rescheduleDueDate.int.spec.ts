import { describe, expect, it } from 'vitest'

import { depositBooking } from '../helpers/moneyPaths'
import { testPayload } from '../helpers/payload'
import { bookingDoc, staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('rescheduleDueDate.int')

describe('reschedule', () => {
  it('moves the balance due date to the day before the new date and re-arms its reminders', async () => {
    const b = await depositBooking(ownDays.offset(1))
    const payload = await testPayload()
    const sentAt = new Date().toISOString()
    await payload.update({
      collection: 'bookings',
      id: b.id,
      data: { balanceReminderSentAt: sentAt, balanceOverdueAlertedAt: sentAt },
    })
    expect((await bookingDoc(b.id)).balanceDueDate).toBe(ownDays.date(0))
    const staff = await staffApi()
    const res = await staff.post(`/bookings/${b.id}/reschedule`, {
      eventDate: ownDays.date(66),
      eventTime: '20:00',
    })
    expect(res.status).toBe(200)
    const doc = await bookingDoc(b.id)
    expect([doc.eventDate, doc.balanceDueDate, doc.remainingBalanceCents]).toEqual([
      ownDays.date(66),
      ownDays.date(65),
      22425,
    ])
    expect([doc.balanceReminderSentAt ?? null, doc.balanceOverdueAlertedAt ?? null]).toEqual([
      null,
      null,
    ])
  })
})
