import { describe, expect, it } from 'vitest'

import {
  keepLatest,
  MAX_ENTRIES,
  mentionsPayment,
  parseLog,
  recentEntries,
  RECENT_WINDOW_MINUTES,
} from './paymentMonitorRules'

describe('payment monitor rules', () => {
  it('keeps the latest 50 entries', () => {
    expect(MAX_ENTRIES).toBe(50)
    let log: number[] = []
    for (let i = 1; i <= 53; i++) log = keepLatest(log, i)
    expect(log).toHaveLength(50)
    expect([log[0], log.at(-1)]).toEqual([4, 53])
  })

  it('picks unhandled rejections that mention payment or the card provider', () => {
    expect(mentionsPayment(new Error('Failed to create payment intent'))).toBe(true)
    expect(mentionsPayment('PaymentIntent requires_action')).toBe(true)
    expect(mentionsPayment({ code: 'card_declined', source: 'Stripe' })).toBe(true)
    const unrelated = new Error('ResizeObserver loop limit exceeded')
    unrelated.stack =
      'Error: ResizeObserver loop limit exceeded\n    at https://site/_next/chunk.js'
    expect(mentionsPayment(unrelated)).toBe(false)
    const fromStripeJs = new TypeError('e is undefined')
    fromStripeJs.stack = 'TypeError: e is undefined\n    at https://js.stripe.com/v3/'
    expect(mentionsPayment(fromStripeJs)).toBe(true)
    expect(mentionsPayment(undefined)).toBe(false)
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(mentionsPayment(circular)).toBe(false)
  })

  it('counts errors in the last 60 minutes as recent', () => {
    expect(RECENT_WINDOW_MINUTES).toBe(60)
    const now = new Date('2027-06-12T18:00:00Z')
    const at = (iso: string) => ({ timestamp: iso })
    const log = [
      at('2027-06-12T16:59:59Z'),
      at('2027-06-12T17:00:00Z'),
      at('2027-06-12T17:59:00Z'),
      at('not a date'),
    ]
    expect(recentEntries(log, now)).toEqual([log[1], log[2]])
    expect(recentEntries(log, now, 5)).toEqual([log[2]])
  })

  it('reads a missing or damaged log as empty', () => {
    expect(parseLog(null)).toEqual([])
    expect(parseLog('{"a":1}')).toEqual([])
    expect(parseLog('[oops')).toEqual([])
    expect(parseLog('[{"timestamp":"x"}]')).toEqual([{ timestamp: 'x' }])
  })
})
