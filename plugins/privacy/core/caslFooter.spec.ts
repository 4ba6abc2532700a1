import { describe, expect, it } from 'vitest'

import { unsubscribeHeaders, withCaslFooter } from './caslFooter'

const sender = {
  legalName: 'Snap & Co. Ltd.',
  mailingAddress: 'PO Box 12\nWinnipeg MB R3C 0A1',
  phone: '204-555-0100',
  email: 'hi@snap.test',
  siteUrl: 'https://snap.test',
}

describe('CASL footer', () => {
  it('names the sender, address, phone, email and the unsubscribe link in text and HTML', () => {
    const mail = withCaslFooter(
      { subject: 'S', text: 'Body', html: '<html><body><div>Body</div></body></html>' },
      sender,
      'you bought from us',
      { link: 'https://snap.test/api/unsubscribe?x=1&token=t', label: 'the newsletter' },
    )
    expect(mail.text).toContain('Sent by Snap & Co. Ltd., PO Box 12, Winnipeg MB R3C 0A1.')
    expect(mail.text).toContain('Phone 204-555-0100, email hi@snap.test')
    expect(mail.text).toContain(
      'Unsubscribe from the newsletter: https://snap.test/api/unsubscribe',
    )
    expect(mail.html).toContain('Snap &amp; Co. Ltd.')
    expect(mail.html).toContain('href="https://snap.test/api/unsubscribe?x=1&amp;token=t"')
    expect(mail.html.endsWith('</div></body></html>')).toBe(true)
  })

  it('one-click headers per RFC 8058', () => {
    expect(unsubscribeHeaders('https://a.test/u')).toEqual({
      'List-Unsubscribe': '<https://a.test/u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })
})
