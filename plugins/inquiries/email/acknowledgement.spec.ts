import { describe, expect, it } from 'vitest'

import { acknowledgementEmail } from './acknowledgement'

const site = {
  businessName: 'Winnipeg Photo Booth Co.',
  businessEmail: 'hello@booth.example.com',
  businessPhone: '(204) 555-0100',
  siteUrl: 'https://booth.example.com',
}

describe('acknowledgementEmail: every request answered in the inbox', () => {
  it('a custom quote: what was asked, when an answer comes, the phone', () => {
    const mail = acknowledgementEmail(
      {
        kind: 'custom_quote',
        name: 'Ana',
        email: 'ana@example.com',
        message: 'A custom backdrop for 200 guests',
        requestedDate: 'Saturday, October 9, 2027',
      },
      site,
    )
    expect(mail.subject).toBe('We received your custom quote request')
    expect(mail.text).toContain('within 24 hours')
    expect(mail.text).toContain('Message: A custom backdrop for 200 guests')
    expect(mail.text).toContain('Date: Saturday, October 9, 2027')
    expect(mail.text).toContain('(204) 555-0100')
  })

  it('a contact message; a long message is quoted only in part', () => {
    const mail = acknowledgementEmail(
      { kind: 'contact', name: 'Ben', email: 'ben@example.com', message: 'x'.repeat(2000) },
      site,
    )
    expect(mail.subject).toBe('We received your message')
    expect(mail.text).toContain(`Message: ${'x'.repeat(400)}…`)
    expect(mail.text).not.toContain('x'.repeat(401))
  })
})
