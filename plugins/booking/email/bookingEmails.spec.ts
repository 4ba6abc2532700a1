import { describe, expect, it } from 'vitest'

import { bookingIcs } from './bookingIcs'
import { balanceReminderEmail, confirmationEmail, refundEmail } from './bookingEmails'
import { detailsRequestEmail, newLinkEmail, thankYouEmail } from './followUpEmails'
import { cancellationEmail, paymentLinkEmail } from './staffActionEmails'

import { booking, site } from './emailFixture'
import { moneyOf } from '@kernel'

describe('booking emails', () => {
  it('confirmation: a notice about the money (a promo discount not applied) comes before the amounts', () => {
    const notice = 'Promo code ONCE reached its usage limit before your payment arrived.'
    const text = confirmationEmail({ ...booking, notices: [notice] }, site).text
    expect(text.indexOf(notice)).toBeGreaterThan(text.indexOf('Payment'))
    expect(text.indexOf(notice)).toBeLessThan(text.indexOf('Paid: $159.25'))
    expect(confirmationEmail(booking, site).text).not.toContain('usage limit')
  })

  it('confirmation: subject with the date, the timeline in Winnipeg time, money and next steps', () => {
    const email = confirmationEmail(booking, site)
    expect(email.subject).toBe('Your photo booth is booked: Sunday, March 14, 2027')
    expect(email.text).toContain('Photo booth: 2:00 PM – 8:00 PM (Winnipeg time)')
    expect(email.text).toContain('Paid: $159.25')
    expect(email.text).toContain('Balance due: $477.75 by Saturday, March 13, 2027')
    expect(email.text).toContain('within 24 hours')
    expect(email.text).toContain('Add-on: Extra Time (2 h) — $138.00')
    expect(email.text).toContain('Add-on: Two Photo Booths (6 h) — $594.00')
    expect(email.text).not.toMatch(/\d × —/)
    expect(email.html).toContain(
      'href="https://booth.example.com/booking-success?booking_id=7&amp;token=abc"',
    )
  })

  it('escapes what customers typed', () => {
    const email = confirmationEmail({ ...booking, firstName: '<script>x</script>' }, site)
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;script&gt;')
  })

  it('balance reminder carries the pay link; refund names the amount', () => {
    expect(balanceReminderEmail(booking, site).text).toContain(
      'Pay the balance: https://booth.example.com/booking/balance?booking_id=7&token=abc',
    )
    expect(refundEmail({ ...booking, refunded: moneyOf(63700) }, site).text).toContain(
      'We have refunded $637.00 in full',
    )
  })

  it('calendar file: exact UTC instants for Winnipeg wall time across the DST change', () => {
    const ics = bookingIcs(booking, site)
    expect(ics).toContain('DTSTART:20270314T190000Z') // 2:00 PM CDT (-05:00)
    expect(ics).toContain('DTEND:20270315T010000Z')
    expect(ics).toContain('UID:PB-1A2B3C4D@booth.example.com')
    expect(ics).toMatch(/LOCATION:100 Main St\\, Winnipeg\\, MB/)
  })

  it('every customer email links the manage page', () => {
    const manage = 'https://booth.example.com/booking/manage?booking_id=7&token=abc'
    const emails = [
      confirmationEmail(booking, site),
      balanceReminderEmail(booking, site),
      refundEmail(booking, site),
      cancellationEmail(booking, site, { refund: moneyOf(0), reason: null }),
      paymentLinkEmail(booking, site),
      detailsRequestEmail(booking, site),
      newLinkEmail(booking, site),
    ]
    for (const email of emails) expect(email.text).toContain(manage)
  })

  it('details request asks for the welcome screen only when the package has one', () => {
    expect(detailsRequestEmail(booking, site).text).toContain('welcome screen')
    expect(detailsRequestEmail({ ...booking, welcomeScreen: false }, site).text).not.toContain(
      'welcome screen',
    )
  })

  it('thank-you carries the gallery and review links when set', () => {
    const withLinks = thankYouEmail(
      { ...booking, galleryUrl: 'https://photos.example.com/g/7' },
      { ...site, reviewUrl: 'https://g.page/r/review' },
    )
    expect(withLinks.text).toContain('See your photo gallery: https://photos.example.com/g/7')
    expect(withLinks.text).toContain('Leave a review: https://g.page/r/review')
    expect(thankYouEmail(booking, site).text).not.toContain('Leave a review')
  })
})
