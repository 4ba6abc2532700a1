import { describe, it, expect } from 'vitest'
import { FREE_RESCHEDULES, refundPercentFor, refundPolicy } from './cancellation'
import { addDaysToDateString } from '@kernel'
import { makeRng } from '@tests/helpers/testRandom'

describe('refundPolicy', () => {
  it('refunds 75% with 60+ days notice', () => {
    expect(
      refundPolicy({ eventDate: '2027-03-20', cancelDate: '2027-01-19', amountPaidCents: 123100 }),
    ).toEqual({ daysBefore: 60, refundPercent: 75, refundCents: 92325 })
  })
  it('refunds 50% with 30-59 days notice', () => {
    expect(
      refundPolicy({ eventDate: '2027-03-20', cancelDate: '2027-01-20', amountPaidCents: 123100 }),
    ).toEqual({ daysBefore: 59, refundPercent: 50, refundCents: 61550 })
    expect(
      refundPolicy({ eventDate: '2027-03-20', cancelDate: '2027-02-18', amountPaidCents: 6354 }),
    ).toEqual({ daysBefore: 30, refundPercent: 50, refundCents: 3177 })
  })
  it('refunds nothing under 30 days, on the day or after the event', () => {
    expect(
      refundPolicy({ eventDate: '2027-03-20', cancelDate: '2027-02-19', amountPaidCents: 30775 }),
    ).toEqual({ daysBefore: 29, refundPercent: 0, refundCents: 0 })
    expect(
      refundPolicy({ eventDate: '2027-03-20', cancelDate: '2027-03-20', amountPaidCents: 30775 })
        .refundCents,
    ).toBe(0)
    expect(
      refundPolicy({ eventDate: '2027-03-20', cancelDate: '2027-03-25', amountPaidCents: 30775 })
        .daysBefore,
    ).toBe(-5)
  })
  it('rounds refunds half up to the cent', () => {
    expect(
      refundPolicy({ eventDate: '2027-03-20', cancelDate: '2026-11-22', amountPaidCents: 6354 })
        .refundCents,
    ).toBe(4766) // 4765.5
    expect(
      refundPolicy({ eventDate: '2027-03-20', cancelDate: '2027-02-01', amountPaidCents: 25415 })
        .refundCents,
    ).toBe(12708) // 12707.5
  })
  it('counts calendar days across DST changes', () => {
    expect(
      refundPolicy({ eventDate: '2026-03-09', cancelDate: '2026-03-07', amountPaidCents: 0 })
        .daysBefore,
    ).toBe(2)
    expect(
      refundPolicy({ eventDate: '2026-12-31', cancelDate: '2026-11-01', amountPaidCents: 0 })
        .daysBefore,
    ).toBe(60)
  })
  it('rejects bad input', () => {
    expect(() =>
      refundPolicy({ eventDate: '2027-02-30', cancelDate: '2027-01-01', amountPaidCents: 100 }),
    ).toThrow(RangeError)
    expect(() =>
      refundPolicy({ eventDate: '2027-03-20', cancelDate: '2027-01-01', amountPaidCents: 10.5 }),
    ).toThrow(RangeError)
  })
  it('allows one free reschedule', () => {
    expect(FREE_RESCHEDULES).toBe(1)
  })
  it('property: refund never exceeds what was paid and never grows as the event approaches', () => {
    const rng = makeRng(83)
    for (let i = 0; i < 1000; i++) {
      const eventDate = addDaysToDateString('2027-01-01', rng.int(0, 500))
      const paid = rng.int(0, 500_000)
      const d1 = rng.int(-10, 120)
      const d2 = d1 - rng.int(0, 60)
      const early = refundPolicy({
        eventDate,
        cancelDate: addDaysToDateString(eventDate, -d1),
        amountPaidCents: paid,
      })
      const late = refundPolicy({
        eventDate,
        cancelDate: addDaysToDateString(eventDate, -d2),
        amountPaidCents: paid,
      })
      expect(early.daysBefore).toBe(d1)
      expect(early.refundPercent).toBe(refundPercentFor(d1))
      expect(early.refundCents).toBeLessThanOrEqual(paid)
      expect(late.refundCents).toBeLessThanOrEqual(early.refundCents)
      expect(Number.isInteger(early.refundCents)).toBe(true)
    }
  })
})
