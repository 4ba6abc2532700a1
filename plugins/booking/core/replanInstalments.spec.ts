import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addDaysToDateString } from '@kernel'

import { newPlan, scheduleOf, type PaymentPlan } from './paymentPlan'
import { payNow } from './payNow'
import { datesOnDayOfMonth, planDayOfMonth, replanInstalments } from './replanInstalments'

const sum = (parts: { amountCents: number }[]) => parts.reduce((s, p) => s + p.amountCents, 0)
const dates = (p: PaymentPlan) => p.instalments.map((i) => i.dueDate)

/** A plan as the wizard makes it: the deposit today, the rest monthly to 14 days before. */
function planFor(totalCents: number, today: string, eventDate: string, depositCents?: number) {
  const chosen = payNow({
    totalCents,
    paymentType: 'plan',
    amountCents: depositCents,
    eventDate,
    today,
    depositPercent: 10,
  })
  if (!chosen.ok) throw new Error(chosen.error.code)
  return newPlan('plan', chosen.value.parts)
}

// The couple of issue 48: 10 parts (the deposit and 9 monthly on the 25th), event 2027-09-08.
const couple = planFor(250000, '2026-11-10', '2027-09-08', 25000)

describe('datesOnDayOfMonth', () => {
  it('steps monthly on the day, on the last day of a shorter month', () => {
    expect(datesOnDayOfMonth(31, '2027-01-15', '2027-04-30')).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ])
    expect(datesOnDayOfMonth(25, '2027-01-26', '2027-03-24')).toEqual(['2027-02-25'])
    expect(datesOnDayOfMonth(25, '2027-03-26', '2027-03-24')).toEqual([])
  })
})

describe('replanInstalments: the couple on a 10-part plan', () => {
  it('is the plan the wizard made: 10 parts, 9 on the 25th', () => {
    expect(couple.instalments).toHaveLength(10)
    expect(dates(couple).slice(1)).toEqual(datesOnDayOfMonth(25, '2026-12-01', '2027-08-25'))
    expect(planDayOfMonth(couple, '2027-09-08')).toBe(25)
  })

  it('January paid early, then an add-on: no second January 25, the parts sum to the total', () => {
    const paid = sum(couple.instalments.slice(0, 3)) // the deposit, December and January (early)
    const next = replanInstalments({
      plan: couple,
      totalCents: 250000 + 4500,
      netPaidCents: paid,
      eventDate: '2027-09-08',
      today: '2026-12-28',
    })
    expect(next.instalments.slice(0, 3)).toEqual(couple.instalments.slice(0, 3))
    expect(dates(next)).toEqual(dates(couple))
    expect(new Set(dates(next)).size).toBe(next.instalments.length)
    expect(sum(next.instalments)).toBe(254500)
    // The $45.00 add-on spread over the 7 parts left: 1 cent odd on the first ones.
    const before = couple.instalments.slice(3).map((p) => p.amountCents)
    const after = next.instalments.slice(3).map((p) => p.amountCents)
    const cents = (xs: number[]) => xs.reduce((t, x) => t + x, 0)
    expect(cents(after) - cents(before)).toBe(4500)
    expect(Math.max(...after) - Math.min(...after)).toBeLessThanOrEqual(1)
    const open = scheduleOf(next, paid, false).reduce((s, p) => s + p.chargeCents, 0)
    expect(open).toBe(254500 - paid)
  })

  it('a payment of part of the next instalment counts toward it, not as a new part', () => {
    const paid = sum(couple.instalments.slice(0, 2)) + 5000
    const next = replanInstalments({
      plan: couple,
      totalCents: 254500,
      netPaidCents: paid,
      eventDate: '2027-09-08',
      today: '2026-12-28',
    })
    expect(dates(next)).toEqual(dates(couple))
    const s = scheduleOf(next, paid, false)
    expect(s[2]!.chargeCents).toBe(next.instalments[2]!.amountCents - 5000)
  })

  it('a reschedule keeps the 25th, in date order; the next payment is not sooner', () => {
    const paid = sum(couple.instalments.slice(0, 2))
    const next = replanInstalments({
      plan: couple,
      totalCents: 250000,
      netPaidCents: paid,
      eventDate: '2027-09-16', // 14 days before: September 2
      today: '2026-12-28',
    })
    expect(dates(next).slice(1)).toEqual(dates(couple).slice(1))
    expect(next).toBe(couple) // nothing changed: same version, same ids
    const later = replanInstalments({
      plan: couple,
      totalCents: 250000,
      netPaidCents: paid,
      eventDate: '2027-10-30',
      today: '2026-12-28',
    })
    expect(dates(later).slice(2)).toEqual(datesOnDayOfMonth(25, '2027-01-01', '2027-10-16'))
    expect(sum(later.instalments)).toBe(250000)
    expect(later.dayOfMonth).toBe(25)
  })

  it('an event moved earlier than the day fits: one part on the last day the rule allows', () => {
    const paid = sum(couple.instalments.slice(0, 2))
    const next = replanInstalments({
      plan: couple,
      totalCents: 250000,
      netPaidCents: paid,
      eventDate: '2027-02-05',
      today: '2026-12-28',
    })
    expect(dates(next).slice(2)).toEqual(['2027-01-22'])
    expect(sum(next.instalments)).toBe(250000)
  })

  it('a deposit booking keeps its rest on the day before the new date', () => {
    const dep = newPlan('deposit', [
      { dueDate: '2026-11-10', amountCents: 7475 },
      { dueDate: '2027-03-31', amountCents: 22425 },
    ])
    const next = replanInstalments({
      plan: dep,
      totalCents: 32900,
      netPaidCents: 7475,
      eventDate: '2027-05-01',
      today: '2026-12-28',
    })
    expect(next.instalments.map((p) => [p.dueDate, p.amountCents])).toEqual([
      ['2026-11-10', 7475],
      ['2027-04-30', 25425],
    ])
  })
})

// Generated plans and the changes that re-plan them.
const day = (base: string, n: number) => addDaysToDateString(base, n)
const scenario = fc
  .record({
    total: fc.integer({ min: 10_000, max: 900_000 }),
    depositShare: fc.integer({ min: 25, max: 90 }),
    ahead: fc.integer({ min: 120, max: 700 }),
    elapsed: fc.integer({ min: 0, max: 400 }),
    paidParts: fc.integer({ min: 1, max: 12 }),
    extraShare: fc.integer({ min: 0, max: 99 }),
    delta: fc.integer({ min: -50_000, max: 200_000 }),
    shift: fc.integer({ min: -90, max: 240 }),
  })
  .map((g) => {
    const created = '2026-11-10'
    const eventDate = day(created, g.ahead)
    const plan = planFor(g.total, created, eventDate, Math.ceil((g.total * g.depositShare) / 100))
    const paidCount = Math.min(g.paidParts, plan.instalments.length)
    const keptCents = sum(plan.instalments.slice(0, paidCount))
    const nextPart = plan.instalments[paidCount]?.amountCents ?? 0
    const netPaid = keptCents + Math.floor((nextPart * g.extraShare) / 100)
    const today = day(created, Math.min(g.elapsed, g.ahead - 20))
    const newEvent = day(eventDate, Math.max(g.shift, 20 - g.ahead + g.elapsed))
    const totalCents = Math.max(netPaid, g.total + g.delta)
    return { plan, paidCount, netPaid, today, eventDate, newEvent, totalCents }
  })

type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never
const run = (s: Scenario) =>
  replanInstalments({
    plan: s.plan,
    totalCents: s.totalCents,
    netPaidCents: s.netPaid,
    eventDate: s.newEvent,
    today: s.today,
  })

describe('replanInstalments: properties', () => {
  it('paid parts stay, dates strictly ascending, parts sum exactly to the total, no 0-cent part', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const next = run(s)
        expect(next.instalments.slice(0, s.paidCount)).toEqual(
          s.plan.instalments.slice(0, s.paidCount),
        )
        const d = dates(next)
        for (let i = 1; i < d.length; i++) expect(d[i]! > d[i - 1]!).toBe(true)
        expect(sum(next.instalments)).toBe(s.totalCents)
        expect(next.instalments.every((p) => p.amountCents > 0)).toBe(true)
        expect(new Set(next.instalments.map((p) => p.id)).size).toBe(next.instalments.length)
        // What is left to charge is the balance, to the cent.
        const open = scheduleOf(next, s.netPaid, false).reduce((t, p) => t + p.chargeCents, 0)
        expect(open).toBe(s.totalCents - s.netPaid)
      }),
    )
  })

  it('new parts from today, the last no later than 14 days before the event when that is possible', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const next = run(s)
        const added = next.instalments.slice(s.paidCount)
        const end = day(s.newEvent, -14)
        const lastPaid = s.plan.instalments[s.paidCount - 1]!.dueDate
        expect(added.every((p) => p.dueDate >= s.today)).toBe(true)
        if (s.today <= end && lastPaid < end)
          expect(added.every((p) => p.dueDate <= end)).toBe(true)
      }),
    )
  })

  it("keeps the plan's day of the month whenever it fits before the event", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const next = run(s)
        const d = planDayOfMonth(s.plan, s.eventDate)
        const added = next.instalments.slice(s.paidCount)
        const lastPaid = s.plan.instalments[s.paidCount - 1]!.dueDate
        const from = [s.today, day(lastPaid, 1)].sort().at(-1)!
        if (added.length && datesOnDayOfMonth(d, from, day(s.newEvent, -14)).length)
          for (const p of added)
            expect(datesOnDayOfMonth(d, p.dueDate, p.dueDate)).toEqual([p.dueDate])
      }),
    )
  })

  it('a change of total alone never adds a part to an open plan, and never brings the next payment sooner', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const next = replanInstalments({
          plan: s.plan,
          totalCents: s.totalCents,
          netPaidCents: s.netPaid,
          eventDate: s.eventDate,
          today: s.today,
        })
        // A part still open takes the new amount; only a plan paid in full gets one more part.
        if (s.paidCount < s.plan.instalments.length)
          expect(next.instalments.length).toBeLessThanOrEqual(s.plan.instalments.length)
        const oldNext = s.plan.instalments[s.paidCount]?.dueDate
        const newNext = next.instalments[s.paidCount]?.dueDate
        if (oldNext && newNext) expect(newNext >= oldNext || newNext >= s.today).toBe(true)
        if (oldNext && newNext && oldNext >= s.today) expect(newNext >= oldNext).toBe(true)
      }),
    )
  })

  it('is settled: planning the result again changes nothing', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const once = run(s)
        const twice = replanInstalments({
          plan: once,
          totalCents: s.totalCents,
          netPaidCents: s.netPaid,
          eventDate: s.newEvent,
          today: s.today,
        })
        expect(twice).toBe(once)
      }),
    )
  })
})
