import { describe, expect, it } from 'vitest'

import { moneyState } from './moneyState'
import { moneyPhrase, moneyRows, statusLine } from './moneyWords'

// The booking of issue 37: $105.29 taken as the deposit, then the package changed (its 25% became
// $113.37) and the balance was paid.
const changedThenPaid = {
  status: 'confirmed',
  paymentType: 'deposit',
  totalCents: 45348,
  amountPaidCents: 45348,
  refundedCents: 0,
  amountDueNowCents: 11337,
  balanceDueDate: '2027-03-12',
}
const payments = [
  { purpose: 'initial', receivedCents: 10529 },
  { purpose: 'balance', receivedCents: 34819 },
]

describe('moneyState: one source for every figure', () => {
  it('the deposit is what was taken, not 25% of a later total', () => {
    const s = moneyState(changedThenPaid, payments)
    expect(s).toMatchObject({
      stage: 'paid_in_full',
      depositTakenCents: 10529,
      paidCents: 45348,
      balanceCents: 0,
      balanceDueDate: null,
    })
    expect(moneyRows(s).map((r) => [r.key, r.cents])).toEqual([
      ['total', 45348],
      ['paid', 45348],
      ['deposit', 10529],
      ['balance', 0],
    ])
  })

  it('after a package change the balance is the total less what was kept', () => {
    const s = moneyState({ ...changedThenPaid, amountPaidCents: 9975, totalCents: 49900 }, [
      { purpose: 'initial', receivedCents: 9975 },
    ])
    expect([s.stage, s.depositTakenCents, s.balanceCents]).toEqual(['balance_due', 9975, 39925])
    expect(moneyPhrase(s)).toBe('Balance $399.25 due Friday, March 12, 2027')
    expect(moneyRows(s).at(-1)).toMatchObject({
      label: 'Balance',
      note: '$399.25 due Friday, March 12, 2027',
    })
  })

  it('a hold is never "paid in full", whatever its remaining balance field says', () => {
    const s = moneyState({
      status: 'pending_payment',
      paymentType: 'full',
      totalCents: 29900,
      amountPaidCents: 0,
      amountDueNowCents: 29900,
    })
    expect(s.stage).toBe('awaiting_payment')
    expect(statusLine('pending_payment', s)).toBe('Awaiting payment · $299.00 to pay to confirm')
    expect(statusLine('expired', s)).toBe('Hold lapsed · $299.00 to pay to confirm')
  })

  it('a refund after a smaller package is taken off what was paid', () => {
    const s = moneyState({
      status: 'confirmed',
      paymentType: 'full',
      totalCents: 26000,
      amountPaidCents: 29900,
      refundedCents: 2925,
    })
    expect([s.netPaidCents, s.balanceCents, s.stage]).toEqual([26975, 0, 'paid_in_full'])
    expect(s.depositTakenCents).toBeNull()
  })

  it('a cancelled booking owes nothing and says what went back', () => {
    const s = moneyState({
      status: 'cancelled',
      totalCents: 29900,
      amountPaidCents: 7475,
      refundedCents: 5606,
    })
    expect([s.stage, s.balanceCents]).toEqual(['closed', 0])
    expect(statusLine('cancelled', s)).toBe('Cancelled · $56.06 refunded')
  })

  it('without its payments the deposit is unknown rather than guessed', () => {
    expect(moneyState(changedThenPaid).depositTakenCents).toBeNull()
  })

  it('status word and money phrase agree for every status and balance', () => {
    for (const status of ['pending_payment', 'confirmed', 'cancelled', 'expired', 'refunded'])
      for (const paid of [0, 100, 29900]) {
        const line = statusLine(
          status,
          moneyState({ status, totalCents: 29900, amountPaidCents: paid }),
        )
        if (line.includes('Paid in full')) expect(line.startsWith('Confirmed')).toBe(true)
        if (line.startsWith('Awaiting') || line.startsWith('Hold'))
          expect(line).not.toMatch(/Paid in full|Balance/)
      }
  })
})
