import { describe, expect, it } from 'vitest'

import { chargeDecision, clearFailures, withFailure } from './instalmentCharge'
import { newPlan, nextOpen, scheduleOf } from './paymentPlan'

const plan = newPlan('plan', [
  { dueDate: '2027-01-01', amountCents: 10000 },
  { dueDate: '2027-02-01', amountCents: 5000 },
  { dueDate: '2027-03-01', amountCents: 5000 },
])
const decide = (p = plan, today = '2027-02-01') =>
  chargeDecision({
    plan: p,
    next: nextOpen(scheduleOf(p, 10000, false)),
    today,
    eventDate: '2027-03-20',
  })

describe('chargeDecision and failures', () => {
  it('charges a part on its date, not before, never on the event day', () => {
    expect(decide(plan, '2027-01-31')).toEqual({ charge: false, reason: 'not_yet' })
    expect(decide()).toMatchObject({
      charge: true,
      attempt: 1,
      instalment: { id: '1.1', chargeCents: 5000 },
    })
    expect(decide(plan, '2027-03-20')).toEqual({ charge: false, reason: 'event_started' })
  })

  it('retries a first decline once, 2 days later, and then waits for the customer', () => {
    const once = withFailure(plan, '1.1', 'declined', 1, '2027-02-01', '2027-03-20')
    expect(once.instalments[1]).toMatchObject({
      failure: 'declined',
      retryOn: '2027-02-03',
      attempts: 1,
    })
    expect(decide(once, '2027-02-02')).toEqual({ charge: false, reason: 'not_yet' })
    expect(decide(once, '2027-02-03')).toMatchObject({ charge: true, attempt: 2 })
    const twice = withFailure(once, '1.1', 'declined', 2, '2027-02-03', '2027-03-20')
    expect(decide(twice, '2027-02-10')).toEqual({ charge: false, reason: 'waiting_for_customer' })
    expect(decide(clearFailures(twice), '2027-02-10')).toMatchObject({ charge: true, attempt: 1 })
  })

  it('never schedules a retry on or after the event date; authentication waits', () => {
    const late = withFailure(plan, '1.1', 'declined', 1, '2027-03-18', '2027-03-20')
    expect(late.instalments[1]!.retryOn).toBeNull()
    const sca = withFailure(plan, '1.1', 'authentication_required', 1, '2027-02-01', '2027-03-20')
    expect(decide(sca, '2027-02-05')).toEqual({ charge: false, reason: 'waiting_for_customer' })
  })
})
