import { describe, expect, it } from 'vitest'

import { staffAlertText } from './staffAlertText'

const site = 'https://booth.example'

describe('staffAlertText', () => {
  it('announces a confirmed booking with its Winnipeg date and a link', () => {
    const text = staffAlertText(
      {
        kind: 'booking_confirmed',
        reference: 'PB-1',
        customer: 'Ada Lovelace',
        eventDate: '2027-01-13',
        eventTime: '18:00',
        packageName: 'Classic',
        adminPath: '/admin/collections/bookings/7',
      },
      site,
    )
    expect(text).toBe(
      '✅ New booking PB-1\nAda Lovelace · Classic\nWednesday, January 13, 2027, 6:00 PM\nhttps://booth.example/admin/collections/bookings/7',
    )
  })

  it('tells staff how to answer a chat and keeps long text short', () => {
    const text = staffAlertText(
      {
        kind: 'chat_message',
        sessionId: 's-1',
        visitor: 'Visitor',
        text: 'x'.repeat(1000),
        adminPath: '/admin/chat',
      },
      site,
    )
    expect(text).toContain('/reply s-1 <message>')
    expect(text.length).toBeLessThan(450)
  })

  it('covers failures, refunds, overdue balances, inquiries and broken integrations', () => {
    const path = { adminPath: '/admin/x' }
    expect(
      staffAlertText(
        { kind: 'payment_failed', reference: 'PB-2', customer: 'B', reason: 'declined', ...path },
        site,
      ),
    ).toContain('Payment failed for PB-2')
    expect(
      staffAlertText(
        { kind: 'refund', reference: 'PB-3', customer: 'C', amount: '$10.00', ...path },
        site,
      ),
    ).toContain('Refund of $10.00 on PB-3')
    expect(
      staffAlertText(
        {
          kind: 'balance_overdue',
          reference: 'PB-4',
          customer: 'D',
          amount: '$75.00',
          dueDate: '2027-01-12',
          ...path,
        },
        site,
      ),
    ).toContain('owes $75.00 (due Tuesday, January 12, 2027)')
    expect(
      staffAlertText({ kind: 'inquiry', name: 'E', subject: 'Contact form: E', ...path }, site),
    ).toContain('From E')
    expect(
      staffAlertText(
        { kind: 'integration_broken', service: 'Google', detail: 'invalid_grant', ...path },
        site,
      ),
    ).toContain('Google needs attention')
  })
})
