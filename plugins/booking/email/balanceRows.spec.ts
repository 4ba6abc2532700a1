import { describe, expect, it } from 'vitest'

import { moneyState } from '../core/moneyState'
import { newPlan } from '../core/paymentPlan'
import { payNow } from '../core/payNow'
import { bookingPlanSentence, nextPaymentPhrase } from '../core/scheduleWords'
import { confirmationEmail } from './bookingEmails'
import { changedEmail } from './changeEmails'
import { booking, site } from './emailFixture'

// The email states the plan in the manage page's words (issue 49), from the same money state.
const chosen = payNow({
  totalCents: 63700,
  paymentType: 'plan',
  eventDate: '2027-10-09',
  today: '2026-12-01',
  depositPercent: 25,
})
if (!chosen.ok) throw new Error('plan refused')
const state = moneyState({
  status: 'confirmed',
  totalCents: 63700,
  amountPaidCents: chosen.value.parts[0]!.amountCents,
  balanceDueDate: '2027-10-08',
  paymentPlan: newPlan('plan', chosen.value.parts),
  autopay: true,
  cardOnFile: { brand: 'visa', last4: '4242' },
})
const onPlan = {
  ...booking,
  paymentType: 'plan' as const,
  planSentence: bookingPlanSentence(state),
  nextPayment: nextPaymentPhrase(state),
}

describe('emails: a plan said as the manage page says it', () => {
  it('the confirmation names the plan and the next part, never one balance due the day before', () => {
    const text = confirmationEmail(onPlan, site).text
    expect(text).toContain(`Payment plan: ${onPlan.planSentence}`)
    expect(text).toMatch(
      /Balance: \$477\.75 in all; next payment \$\d+\.\d\d on January 25, 2027 \(2 of 10\), automatic/,
    )
    expect(text).not.toContain('Balance due: $477.75 by')
  })

  it('a change email keeps the plan wording', () => {
    const text = changedEmail(onPlan, site, null, null).text
    expect(text).toContain('(2 of 10)')
    expect(text).not.toMatch(/Balance: \$477\.75 due/)
  })

  it('a deposit booking keeps its one balance date', () => {
    expect(confirmationEmail(booking, site).text).toContain(
      'Balance due: $477.75 by Saturday, March 13, 2027',
    )
  })
})
