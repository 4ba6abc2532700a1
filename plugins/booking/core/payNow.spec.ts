import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addMonthsToDateString } from '@kernel'

import { planDueDates } from './planDates'
import { payNow } from './payNow'

const base = { eventDate: '2027-10-16', today: '2026-11-26', depositPercent: 25 }

describe('payNow: the deposit the customer chooses', () => {
  it('takes 40% and refuses 24% with the minimum in words', () => {
    const ok = payNow({ ...base, totalCents: 100000, paymentType: 'deposit', amountCents: 40000 })
    expect(ok).toMatchObject({ ok: true, value: { amountDueNowCents: 40000 } })
    expect(ok.ok && ok.value.parts).toEqual([
      { dueDate: '2026-11-26', amountCents: 40000 },
      { dueDate: '2027-10-15', amountCents: 60000 },
    ])
    const low = payNow({ ...base, totalCents: 100000, paymentType: 'deposit', amountCents: 24000 })
    expect(low).toEqual({
      ok: false,
      error: {
        code: 'deposit_too_low',
        field: 'amountCents',
        message: 'The deposit must be at least 25% of the total: $250.00 or more.',
      },
    })
  })

  it('accepts exactly the minimum and exactly the total; refuses a cent either side', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (total) => {
        const min = Math.round(total / 4)
        const at = (amountCents: number) =>
          payNow({ ...base, totalCents: total, paymentType: 'deposit', amountCents })
        expect(at(min).ok).toBe(true)
        expect(at(total).ok).toBe(true)
        if (min > 0) expect(at(min - 1)).toMatchObject({ error: { code: 'deposit_too_low' } })
        expect(at(total + 1)).toMatchObject({ error: { code: 'deposit_too_high' } })
      }),
    )
  })
})

describe('payNow: plans', () => {
  it('splits $646.50 into a deposit and 6 monthly parts that add up to the cent', () => {
    const r = payNow({ ...base, eventDate: '2027-06-10', totalCents: 64650, paymentType: 'plan' })
    if (!r.ok) throw new Error(r.error.message)
    expect(r.value.parts).toEqual([
      { dueDate: '2026-11-26', amountCents: 16163 },
      { dueDate: '2026-12-27', amountCents: 8082 },
      { dueDate: '2027-01-27', amountCents: 8081 },
      { dueDate: '2027-02-27', amountCents: 8081 },
      { dueDate: '2027-03-27', amountCents: 8081 },
      { dueDate: '2027-04-27', amountCents: 8081 },
      { dueDate: '2027-05-27', amountCents: 8081 },
    ])
    expect(r.value.parts.reduce((s, p) => s + p.amountCents, 0)).toBe(64650)
  })

  it('refuses a plan for an event 90 days away or less', () => {
    const r = payNow({ ...base, eventDate: '2027-02-24', totalCents: 50000, paymentType: 'plan' })
    expect(r).toMatchObject({
      ok: false,
      error: { code: 'plan_not_available', field: 'paymentType' },
    })
  })

  it('always sums exactly, ends 14 days before the event, parts equal to a cent', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => {
      const d = new Date(Date.UTC(2026, 0, 1) + n * 86_400_000)
      return d.toISOString().slice(0, 10)
    })
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 91, max: 730 }),
        fc.integer({ min: 100, max: 5_000_000 }),
        fc.integer({ min: 25, max: 100 }),
        (today, ahead, total, pct) => {
          const eventDate = new Date(Date.parse(today) + ahead * 86_400_000)
            .toISOString()
            .slice(0, 10)
          const amountCents = Math.min(total, Math.ceil((total * pct) / 100))
          const r = payNow({
            ...base,
            today,
            eventDate,
            totalCents: total,
            paymentType: 'plan',
            amountCents,
          })
          if (!r.ok) throw new Error(r.error.message)
          const parts = r.value.parts
          expect(parts.reduce((s, p) => s + p.amountCents, 0)).toBe(total)
          const later = parts.slice(1).map((p) => p.amountCents)
          if (later.length) expect(Math.max(...later) - Math.min(...later)).toBeLessThanOrEqual(1)
          expect(parts.at(-1)!.dueDate <= eventDate).toBe(true)
          const dates = planDueDates(today, eventDate)
          expect(dates.at(-1)).toBe(
            new Date(Date.parse(eventDate) - 14 * 86_400_000).toISOString().slice(0, 10),
          )
          expect(dates[0]! >= addMonthsToDateString(today, 1)).toBe(true)
        },
      ),
    )
  })

  it('clamps a month-end date', () => {
    expect(addMonthsToDateString('2027-01-31', 1)).toBe('2027-02-28')
    expect(addMonthsToDateString('2027-03-31', -1)).toBe('2027-02-28')
    expect(addMonthsToDateString('2026-12-15', 1)).toBe('2027-01-15')
  })
})
