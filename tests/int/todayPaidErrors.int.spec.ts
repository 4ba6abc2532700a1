import { describe, expect, it } from 'vitest'

import { loadToday } from '../../plugins/booking/admin/today/loadToday'
import { fileDays } from '../helpers/fileDays'
import { testPayload } from '../helpers/payload'
import { holdBooking, mainApp } from '../helpers/payments'
import { payDemo } from '../helpers/selfService'

// Issue 50, point 5: a declined card the customer then paid past leaves Today's payment errors.
const days = fileDays('issue50b')

describe("Today's payment errors", () => {
  it('drop an error once its booking has a receipt after it; an unpaid one stays', async () => {
    const payload = await testPayload()
    const paid = await holdBooking(mainApp(), { eventDate: days.date(6), eventTime: '14:00' })
    const unpaid = await holdBooking(mainApp(), { eventDate: days.date(7), eventTime: '14:00' })
    const log = (bookingId: number) =>
      payload.create({
        collection: 'payment-error-logs',
        data: { bookingId: String(bookingId), step: 'confirm', error: 'Your card was declined.' },
      })
    const [declinedThenPaid, stillDeclined] = [await log(paid.id), await log(unpaid.id)]
    const before = await loadToday(payload, new Date())
    const listed = (t: typeof before) => t.errors.map((e) => e.id)
    expect(listed(before)).toEqual(expect.arrayContaining([declinedThenPaid.id, stillDeclined.id]))

    await payDemo(mainApp(), paid.id, paid.accessToken, 'initial', 'deposit')
    const after = await loadToday(payload, new Date())
    expect(listed(after)).toContain(stillDeclined.id)
    expect(listed(after)).not.toContain(declinedThenPaid.id)
    expect(after.errorCount).toBe(before.errorCount - 1)
  })
})
