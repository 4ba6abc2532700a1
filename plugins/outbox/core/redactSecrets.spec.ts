import { describe, expect, it } from 'vitest'

import { REDACTED, redactAttachmentText, redactSecrets } from './redactSecrets'

describe('redactSecrets', () => {
  it('hides booking, cart and unsubscribe tokens in links, in text and in HTML', () => {
    const text =
      'Manage: https://x.ca/booking/manage?booking_id=12&token=AbC-_12.x9 and ' +
      'https://x.ca/booking?recover=s1.2.sig then https://x.ca/api/cart/unsubscribe?session=s&token=t0k'
    expect(redactSecrets(text)).toBe(
      `Manage: https://x.ca/booking/manage?booking_id=12&token=${REDACTED} and ` +
        `https://x.ca/booking?recover=${REDACTED} then https://x.ca/api/cart/unsubscribe?session=s&token=${REDACTED}`,
    )
    expect(redactSecrets('<a href="https://x.ca/p?booking_id=1&amp;token=abc">x</a>')).toBe(
      `<a href="https://x.ca/p?booking_id=1&amp;token=${REDACTED}">x</a>`,
    )
  })

  it('hides the token of password reset and verify links', () => {
    expect(redactSecrets('<a href="http://localhost:3000/admin/reset/0a1b2c">reset</a>')).toBe(
      `<a href="http://localhost:3000/admin/reset/${REDACTED}">reset</a>`,
    )
    expect(redactSecrets('/admin/verify/ff00?x=1')).toBe(`/admin/verify/${REDACTED}?x=1`)
  })

  it('leaves text without secrets unchanged', () => {
    const plain = 'Booking PB-1234 on 2027-05-12. https://x.ca/booking?package=2&tokens=no'
    expect(redactSecrets(plain)).toBe(plain)
  })

  it('unfolds calendar lines so a folded token is still found', () => {
    const ics =
      'URL:https://x.ca/booking-success?booking_id=1&token=abcdefgh\r\n ijklmnop\r\nEND:VEVENT'
    expect(redactAttachmentText(ics, 'text/calendar')).toBe(
      `URL:https://x.ca/booking-success?booking_id=1&token=${REDACTED}\r\nEND:VEVENT`,
    )
  })
})
