import { describe, expect, it } from 'vitest'

import { customerChangeOutcome, staffChangeOutcome, staffEmailOutcome } from './emailOutcome'

describe('messages about an email follow its delivery status', () => {
  it('says "emailed" only when the mail server took it', () => {
    expect(staffEmailOutcome('payment_link', 'sent')).toEqual({
      ok: true,
      text: 'Payment link emailed to the customer.',
      copy: false,
    })
    for (const d of ['queued', 'failed', 'not_sent'] as const)
      for (const s of ['payment_link', 'confirmation', 'new_link'] as const) {
        const o = staffEmailOutcome(s, d)
        expect([o.ok, o.copy]).toEqual([false, true])
        expect(o.text).not.toMatch(/(?<!not )emailed|sent again/)
      }
  })

  it('a new link that was not emailed still says the old ones stopped working', () => {
    expect(staffEmailOutcome('new_link', 'not_sent').text).toBe(
      'A new link is made and earlier links no longer work, but it was not emailed: no email delivery is set up. Copy the link below and text it to the customer.',
    )
  })

  it('the customer is told of an email only when it went out', () => {
    expect(customerChangeOutcome('sent', false)).toBe(
      'Your booking is updated. We emailed you the new details.',
    )
    expect(customerChangeOutcome('not_sent', false)).toBe(
      'Your booking is updated. The new details are below.',
    )
    expect(customerChangeOutcome('failed', true)).not.toMatch(/emailed/)
  })

  it("a staff change states what became of the customer's email", () => {
    expect(staffChangeOutcome('Booking changed', 'sent')).toEqual({
      ok: true,
      text: 'Booking changed. The customer was emailed.',
      copy: false,
    })
    expect(staffChangeOutcome('Moved to Saturday, June 12, 2027 at 5:00 PM', null)).toEqual({
      ok: true,
      text: 'Moved to Saturday, June 12, 2027 at 5:00 PM. No email: the booking is not confirmed yet.',
      copy: false,
    })
    expect(staffChangeOutcome('Booking cancelled; $0.00 refunded', 'queued')).toEqual({
      ok: false,
      text: 'Booking cancelled; $0.00 refunded. The customer was not emailed yet: the mail server did not take it, so it is queued and retried. Copy the link below and text it to them.',
      copy: true,
    })
    for (const d of ['failed', 'not_sent'] as const)
      expect(staffChangeOutcome('Done', d).text).not.toMatch(/(?<!not )emailed/)
  })
})
