import { describe, expect, it } from 'vitest'

import { summaryCounts, summaryHtml } from './summaryHtml'

const booking = {
  id: 41,
  reference: 'PB-2026-00041',
  eventDate: '2027-10-09',
  eventTime: '18:00',
  address: '200 Main St, Selkirk, MB',
  totalCents: 42650,
  amountPaidCents: 12388,
  refundedCents: 0,
  status: 'confirmed',
  createdAt: '2026-12-01T19:59:00.000Z',
  firstName: 'Ana <b>',
  lastName: 'Roy',
  email: 'ana@example.com',
  phone: '+12045550199',
  snapshot: { package: { name: 'Classic' } },
  autopay: true,
  cardOnFile: { brand: 'Visa', last4: '4242' },
  autopayConsent: {
    at: '2026-12-01T20:00:00.000Z',
    version: 'v1',
    wording: 'Charge me.',
    ip: '10.1.2.3',
  },
  agreement: {
    documentNumber: 'A-2026-00008',
    signedAt: '2026-12-01T19:59:00.000Z',
    signatureName: 'Ana Roy',
    version: 'v1',
    ip: '10.9.8.7',
    hash: 'f'.repeat(64),
    addenda: [{ number: 'A-2026-00008-1', changes: ['Date: a → b'], acceptedAt: null }],
  },
}

describe('summaryHtml: the privacy export in words (issue 49)', () => {
  const records = {
    bookings: [booking],
    payments: [],
    textConsents: [
      {
        phone: '+12045550199',
        consentWording: 'Texts ok.',
        consentAt: '2026-12-01T20:00:00.000Z',
        status: 'subscribed',
      },
    ],
  }
  it('counts each kind, the consents by what they are', () => {
    const n = Object.fromEntries(summaryCounts(records).map((c) => [c.key, c.n]))
    expect(n).toMatchObject({
      bookings: 1,
      payments: 0,
      texts: 1,
      autopay: 1,
      agreements: 1,
      addenda: 1,
      marketing: 0,
    })
  })
  // Winnipeg is UTC-5 all year from 2026-11-01 (kernel/time): 19:59 UTC reads 2:59 PM.
  it('says it in words: Winnipeg times, dollars, the wording; escapes names; no IPs, hashes or ids', () => {
    const html = summaryHtml(records, {
      email: 'ana@example.com',
      at: new Date('2026-12-02T15:00:00Z'),
    })
    expect(html).toContain('Saturday, October 9, 2027 at 6:00 PM (Winnipeg time)')
    expect(html).toContain('Total $426.50, paid $123.88')
    expect(html).toContain('Dec 1, 2026, 2:59 PM (Winnipeg time)')
    expect(html).toContain('Card kept on file: Visa ending in 4242')
    expect(html).toContain('“Texts ok.”')
    expect(html).toContain('Addendum A-2026-00008-1 (Date: a → b): not accepted yet.')
    expect(html).toContain('Ana &lt;b&gt;')
    expect(html).not.toMatch(/10\.1\.2\.3|10\.9\.8\.7|ffffffff|>41<| 41[ .,]/)
  })
})
