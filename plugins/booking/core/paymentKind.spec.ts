import { describe, expect, it } from 'vitest'

import { paymentKind } from './paymentKind'

const plan = { kind: 'plan' as const, amounts: [10000, 20000, 20000, 20000] }

describe('paymentKind: what a payment paid, in words', () => {
  it('each instalment by its number, not "Balance"', () => {
    expect(paymentKind(plan, 0, 10000)).toBe('Instalment 1 of 4')
    expect(paymentKind(plan, 10000, 20000)).toBe('Instalment 2 of 4')
    expect(paymentKind(plan, 30000, 40000)).toBe('Instalments 3–4 of 4')
  })

  it('a payment short of its instalment says so', () => {
    expect(paymentKind(plan, 10000, 5000)).toBe('Part of instalment 2 of 4')
  })

  it('a deposit plan: the deposit, then the balance', () => {
    const deposit = { kind: 'deposit' as const, amounts: [5000, 45000] }
    expect(paymentKind(deposit, 0, 5000)).toBe('Deposit')
    expect(paymentKind(deposit, 5000, 45000)).toBe('Balance')
    expect(paymentKind(deposit, 0, 50000)).toBe('Deposit and balance')
  })

  it('no plan, or paid in full: a payment', () => {
    expect(paymentKind(null, 0, 5000)).toBe('Payment')
    expect(paymentKind({ kind: 'full', amounts: [50000] }, 0, 50000)).toBe('Payment')
  })
})
