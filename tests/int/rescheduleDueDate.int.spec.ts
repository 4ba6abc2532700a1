import { describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { depositBooking } from '../helpers/moneyPaths'
import { testPayload } from '../helpers/payload'
import { bookingDoc, staffApi } from '../helpers/staff'

describe('reschedule', () => {
  it('moves the balance due date to the day before the new date and re-arms its reminders', async () => {
    const b = await depositBooking(625)
    const payload = await testPayload()
    const sentAt = new Date().toISOString()
    await payload.update({
      collection: 'bookings',
      id: b.id,
      data: { balanceReminderSentAt: sentAt, balanceOverdueAlertedAt: sentAt },
    })
    expect((await bookingDoc(b.id)).balanceDueDate).toBe(dateInDays(624))
    const staff = await staffApi()
    const res = await staff.post(`/bookings/${b.id}/reschedule`, {
      eventDate: dateInDays(690),
      eventTime: '20:00',
    })
    expect(res.status).toBe(200)
    const doc = await bookingDoc(b.id)
    expect([doc.eventDate, doc.balanceDueDate, doc.remainingBalanceCents]).toEqual([
      dateInDays(690),
      dateInDays(689),
      22425,
    ])
    expect([doc.balanceReminderSentAt ?? null, doc.balanceOverdueAlertedAt ?? null]).toEqual([
      null,
      null,
    ])
  })
})
