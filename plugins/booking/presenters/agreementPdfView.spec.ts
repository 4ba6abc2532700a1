import { describe, expect, it } from 'vitest'

import type { Booking } from '../types'
import type { TermsVersion } from '../results'
import { newPlan } from '../core/paymentPlan'
import { agreementPdfView } from './agreementPdfView'
import { agreedFacts, agreedPlan } from './agreedTerms'

// Issue 49's A-2026-00008: signed for Oct 9 and $495.50, then changed and rescheduled.
const signedFor = {
  id: 8,
  reference: 'PB-2026-00008',
  firstName: 'Ana',
  lastName: 'Roy',
  email: 'ana@example.com',
  eventDate: '2027-10-09',
  eventTime: '18:00',
  address: '200 Main St, Selkirk, MB',
  totalCents: 49550,
  snapshot: {
    package: { name: 'Classic' },
    backdrop: { name: 'Gold sequin' },
    lines: [{ label: 'Classic', amountCents: 49550 }],
  },
} as unknown as Booking
const plan = newPlan('plan', [
  { dueDate: '2026-12-01', amountCents: 12388 },
  { dueDate: '2027-01-25', amountCents: 37162 },
])
const agreed = {
  ...agreedFacts(signedFor),
  plan: agreedPlan(plan, { version: '2026-11-26', wording: 'I authorize the business…' }),
}
const agreement = {
  documentNumber: 'A-2026-00008',
  signatureName: 'Ana Roy',
  signedAt: '2026-12-01T19:59:00.000Z',
  version: 'v1',
  hash: 'abc',
  agreed,
}
const terms = { title: 'Terms', text: 'The terms as signed.' } as TermsVersion
const text = (b: Booking) => {
  const v = agreementPdfView(b, terms)
  return [
    ...v.facts.map(([l, x]) => `${l}: ${x}`),
    ...v.sections.map((s) => `${s.heading}\n${s.text}`),
  ].join('\n')
}

describe('agreementPdfView: the agreement as signed (issue 49)', () => {
  it('after a reschedule and a price change the signed facts stay; the changes are listed apart', () => {
    const later = {
      ...signedFor,
      eventDate: '2027-10-16',
      totalCents: 51450,
      paymentPlan: plan,
      agreement,
    } as unknown as Booking
    const pdf = text(later)
    const [signedPart, after] = pdf.split(
      'Changes after signing (not part of the signed agreement)',
    )
    expect(signedPart).toContain('Event: Saturday, October 9, 2027 at 6:00 PM')
    expect(signedPart).toContain('Total (taxes included): $495.50')
    expect(signedPart).not.toMatch(/October 16|\$514\.50/)
    expect(signedPart).toContain('Payment schedule\n2 payments: $123.88 on December 1, 2026')
    expect(signedPart).toContain('Automatic payments authorised (version 2026-11-26): I authorize')
    expect(after).toContain('Date: Saturday, October 9, 2027 → Saturday, October 16, 2027')
    expect(after).toContain('Total: $495.50 → $514.50')
  })

  it('unchanged: no changes section', () => {
    const same = { ...signedFor, paymentPlan: plan, agreement } as unknown as Booking
    expect(text(same)).not.toContain('Changes after signing')
  })
})
