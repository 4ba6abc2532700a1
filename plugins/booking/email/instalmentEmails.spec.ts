import { describe, expect, it } from 'vitest'

import { booking, site } from './emailFixture'
import { instalmentFailedEmail, instalmentNoticeEmail } from './instalmentEmails'
import { moneyOf } from '@kernel'

describe('instalment emails', () => {
  const saved = { ...booking, autopay: true, cardOnFile: { brand: 'visa', last4: '4242' } }

  it('name the saved card in words, as the manage page and staff do', () => {
    expect(instalmentNoticeEmail(saved, site).text).toContain(
      'we will charge $477.75 to your Visa ending in 4242, as you authorized.',
    )
    expect(instalmentFailedEmail(saved, site, null).text).toContain(
      'we tried to charge $477.75 to your Visa ending in 4242 for booking',
    )
  })

  it("link the balance page to the part's own cents, as the schedule stored them", () => {
    const part = { amount: moneyOf(1005), dueDate: '2027-02-01', status: 'due' }
    const text = instalmentNoticeEmail({ ...booking, nextInstalment: part }, site).text
    expect(text).toContain('/booking/balance?booking_id=7&token=abc&amount=1005')
  })
})
