import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { newPlan, scheduleOf } from './paymentPlan'
import { replanInstalments as replan } from './replanInstalments'

const plan = newPlan('plan', [
  { dueDate: '2026-11-26', amountCents: 25000 },
  { dueDate: '2027-01-01', amountCents: 25000 },
  { dueDate: '2027-02-01', amountCents: 25000 },
  { dueDate: '2027-03-01', amountCents: 25000 },
])

describe('scheduleOf: statuses from the net paid', () => {
  it('covers parts in date order; a part paid in part charges the rest', () => {
    const s = scheduleOf(plan, 30000, false)
    expect(s.map((p) => [p.status, p.chargeCents])).toEqual([
      ['paid', 0],
      ['scheduled', 20000],
      ['scheduled', 25000],
      ['scheduled', 25000],
    ])
    expect(scheduleOf(plan, 25000, true).map((p) => p.status)).toEqual([
      'paid',
      'cancelled',
      'cancelled',
      'cancelled',
    ])
  })
})

describe('replan', () => {
  it('keeps the paid parts and spreads the rest over the new dates', () => {
    const next = replan({
      plan,
      totalCents: 110000,
      netPaidCents: 50000,
      eventDate: '2027-08-15',
      today: '2026-12-10',
    })
    expect(next.instalments.slice(0, 2)).toEqual(plan.instalments.slice(0, 2))
    expect(next.instalments.map((p) => p.dueDate).at(-1)).toBe('2027-08-01')
    expect(next.instalments.reduce((s, p) => s + p.amountCents, 0)).toBe(110000)
    expect(new Set(next.instalments.map((p) => p.id)).size).toBe(next.instalments.length)
  })

  it('always sums to the total and never changes what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100000 }),
        fc.integer({ min: 1000, max: 300000 }),
        fc.integer({ min: 20, max: 600 }),
        (paid, total, ahead) => {
          const eventDate = new Date(Date.parse('2026-12-10') + ahead * 86_400_000)
            .toISOString()
            .slice(0, 10)
          const next = replan({
            plan,
            totalCents: total,
            netPaidCents: paid,
            eventDate,
            today: '2026-12-10',
          })
          const sum = next.instalments.reduce((s, p) => s + p.amountCents, 0)
          const keptSum = scheduleOf(plan, paid, false)
            .filter((p) => p.status === 'paid')
            .reduce((s, p) => s + p.amountCents, 0)
          expect(sum).toBe(Math.max(total, keptSum))
          expect(next.instalments.every((p) => p.dueDate >= '2026-11-26')).toBe(true)
        },
      ),
    )
  })
})
