import { describe, expect, it } from 'vitest'

import type { Booking, Payment } from '../types'
import { bookingTimeline } from './bookingTimeline'

const t = (min: number) => new Date(Date.UTC(2026, 10, 1, 15, min)).toISOString()

const booking = (over: Partial<Booking> = {}) =>
  ({
    createdAt: t(0),
    history: [],
    paymentPlan: {
      kind: 'plan',
      version: 1,
      instalments: [
        { id: '1.0', dueDate: '2026-11-01', amountCents: 10000 },
        { id: '1.1', dueDate: '2026-12-01', amountCents: 20000 },
        { id: '1.2', dueDate: '2027-01-01', amountCents: 20000 },
      ],
    },
    ...over,
  }) as unknown as Booking

const card = (id: number, min: number, cents: number) =>
  ({
    id,
    purpose: id === 1 ? 'initial' : 'balance',
    gateway: 'stripe',
    receivedCents: cents,
    refundedCents: 0,
    createdAt: t(min),
    updatedAt: t(min + 1),
  }) as unknown as Payment

const what = (b: Booking, p: Payment[]) =>
  bookingTimeline(b, p).map((r) => [r.action, r.money && `${r.money.label} ${r.money.cents}`])

describe('bookingTimeline: a complete, truthful history', () => {
  it('the booking made, the agreement signed, each instalment by its number', () => {
    const b = booking({
      agreement: {
        signedAt: t(2),
        signatureName: 'Priya Singh',
        version: 'v3',
        documentNumber: 'AG-2026-0001',
      },
    } as Partial<Booking>)
    expect(what(b, [card(1, 3, 10000), card(2, 40, 20000)])).toEqual([
      ['Booking made online', null],
      ['Agreement signed (AG-2026-0001)', null],
      ['Instalment 1 of 3 paid by card', 'Paid 10000'],
      ['Instalment 2 of 3 paid by card', 'Paid 20000'],
    ])
  })

  it('a payment staff recorded is named on its own line, not listed twice', () => {
    const b = booking({
      history: [
        { at: t(0), actor: 'Sam (staff)', action: 'Created by phone', amountCents: 50000 },
        {
          at: t(5),
          actor: 'Sam (staff)',
          action: 'Payment recorded (etransfer)',
          amountCents: 10000,
        },
      ],
    } as Partial<Booking>)
    const offline = { ...card(1, 5, 10000), gateway: 'offline', updatedAt: t(5) } as Payment
    expect(what(b, [offline])).toEqual([
      ['Created by phone', 'Total 50000'],
      ['Payment recorded (etransfer) · Instalment 1 of 3', 'Paid 10000'],
    ])
  })

  it('a change says its refund as a refund, and an old change row its new total as a total', () => {
    const b = booking({
      history: [
        { at: t(0), actor: 'x', action: 'Created by phone' },
        {
          at: t(9),
          actor: 'customer',
          action: 'Booking changed',
          note: 'Total $600.00 → $514.50',
          amountCents: 51450,
        },
        {
          at: t(10),
          actor: 'customer',
          action: 'Booking changed',
          note: 'Total $514.50 → $400.00; refund $50.00 (…)',
          amountCents: 5000,
        },
        { at: t(11), actor: 'Sam', action: 'Cancelled; refunded to the card', amountCents: 2000 },
      ],
    } as Partial<Booking>)
    expect(what(b, []).slice(1)).toEqual([
      ['Booking changed', 'New total 51450'],
      ['Booking changed', 'Refunded 5000'],
      ['Cancelled; refunded to the card', 'Refunded 2000'],
    ])
  })
})
