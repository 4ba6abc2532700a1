import { describe, expect, it } from 'vitest'

import { moneyState } from './moneyState'
import { moneyPhrase, moneyRows } from './moneyWords'
import { newPlan } from './paymentPlan'
import { payNow } from './payNow'
import { bookingPlanSentence, nextPaymentPhrase, planSentence } from './scheduleWords'

// Issue 49's couple: a wedding ten months away on 10 instalments, the first paid at booking.
const today = '2026-12-01'
const eventDate = '2027-10-09'
const chosen = payNow({
  totalCents: 49550,
  paymentType: 'plan',
  eventDate,
  today,
  depositPercent: 25,
})
if (!chosen.ok) throw new Error('plan refused')
const parts = chosen.value.parts
const planBooking = {
  status: 'confirmed',
  paymentType: 'deposit', // the wizard stores plans as a deposit type: the stored plan decides
  totalCents: 49550,
  amountPaidCents: parts[0]!.amountCents,
  refundedCents: 0,
  balanceDueDate: '2027-10-08',
  paymentPlan: newPlan('plan', parts),
  autopay: true,
  cardOnFile: { brand: 'visa', last4: '4242' },
}

describe('scheduleWords: the plan the customer chose, said the same everywhere', () => {
  it('a plan names its next part, its place in the plan and that it is automatic', () => {
    expect(parts).toHaveLength(10)
    const s = moneyState(planBooking)
    const next = parts[1]!
    const phrase = `Next payment $${(next.amountCents / 100).toFixed(2)} on ${'January 25, 2027'} (2 of 10), automatic`
    expect(next.dueDate).toBe('2027-01-25')
    expect(nextPaymentPhrase(s)).toBe(phrase)
    expect(moneyPhrase(s)).toBe(phrase)
    expect(moneyPhrase(s)).not.toMatch(/October 8/)
  })

  it('the rows carry the plan sentence and a balance that points at the next part', () => {
    const rows = moneyRows(moneyState(planBooking))
    const plan = rows.find((r) => r.key === 'plan')
    expect(plan?.note).toBe(
      `10 payments: $123.88 on December 1, 2026, then 9 monthly payments from January 25, 2027 to September 25, 2027, charged automatically to Visa ending in 4242`,
    )
    expect(rows.at(-1)?.note).toMatch(
      /^\$371\.62 in all; next payment \$\d+\.\d\d on January 25, 2027 \(2 of 10\), automatic$/,
    )
  })

  it('without autopay the plan says each part is paid by the customer, and never "automatic"', () => {
    const s = moneyState({ ...planBooking, autopay: false })
    expect(nextPaymentPhrase(s)).not.toMatch(/automatic/)
    expect(bookingPlanSentence(s)).toMatch(/each paid from the manage page/)
  })

  it('a failed part says so instead of a future date', () => {
    const plan = newPlan('plan', parts)
    plan.instalments[1]!.failure = 'declined'
    const s = moneyState({ ...planBooking, paymentPlan: plan })
    expect(nextPaymentPhrase(s)).toMatch(
      /^Payment \$\d+\.\d\d due January 25, 2027 \(2 of 10\) did not go through/,
    )
  })

  it('a deposit keeps the balance wording, and no plan row', () => {
    const dep = payNow({
      totalCents: 49550,
      paymentType: 'deposit',
      eventDate,
      today,
      depositPercent: 25,
    })
    if (!dep.ok) throw new Error('deposit refused')
    const s = moneyState({
      ...planBooking,
      paymentPlan: newPlan('deposit', dep.value.parts),
      autopay: false,
    })
    expect(moneyPhrase(s)).toBe('Balance $371.62 due Friday, October 8, 2027')
    expect(moneyRows(s).some((r) => r.key === 'plan')).toBe(false)
    expect(planSentence('deposit', dep.value.parts, { today })).toBe(
      'A deposit of $123.88 today; the balance of $371.62 due Friday, October 8, 2027',
    )
  })

  it('before paying, the wizard names today and a full payment reads as one', () => {
    expect(planSentence('full', [{ dueDate: today, amountCents: 49550 }], { today })).toBe(
      'Paid in full today',
    )
    expect(planSentence('plan', parts, { today })).toMatch(/^10 payments: \$123\.88 today, then 9/)
  })
})
