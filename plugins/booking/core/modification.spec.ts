import { describe, expect, it } from 'vitest'

import { canModifyOnline, lastModifyDate, modificationMoney } from './modification'

const base = { eventDate: '2027-08-14', today: '2027-05-01' } // 105 days before

describe('modificationMoney', () => {
  it('a dearer change on a booking paid in full adds the difference to the balance', () => {
    expect(
      modificationMoney({
        ...base,
        oldTotalCents: 29900,
        newTotalCents: 36800,
        netPaidCents: 29900,
      }),
    ).toMatchObject({ addedCents: 6900, removedCents: 0, balanceCents: 6900, refundCents: 0 })
  })

  it('a cheaper change after paying in full refunds 75% of the amount removed at 60+ days', () => {
    expect(
      modificationMoney({
        ...base,
        oldTotalCents: 36800,
        newTotalCents: 29900,
        netPaidCents: 36800,
      }),
    ).toEqual({
      addedCents: 0,
      removedCents: 6900,
      overpaidCents: 6900,
      balanceCents: 0,
      refundCents: 5175,
      keptCents: 1725,
      refundPercent: 75,
      daysBefore: 105,
    })
  })

  it('50% at 30–59 days and nothing under 30, counted in Winnipeg dates', () => {
    const at = (today: string) =>
      modificationMoney({
        eventDate: '2027-08-14',
        today,
        oldTotalCents: 10001,
        newTotalCents: 1,
        netPaidCents: 10001,
      })
    expect([at('2027-07-15').refundCents, at('2027-07-16').refundCents]).toEqual([5000, 0])
  })

  it('a deposit below the new total only shrinks the balance: nothing is refunded', () => {
    expect(
      modificationMoney({
        ...base,
        oldTotalCents: 49900,
        newTotalCents: 39900,
        netPaidCents: 12475,
      }),
    ).toMatchObject({ balanceCents: 27425, refundCents: 0, keptCents: 0, removedCents: 10000 })
  })

  it('refunds the policy share of the money paid above the new total, never of amounts not paid', () => {
    const m = modificationMoney({
      ...base,
      oldTotalCents: 49900,
      newTotalCents: 10000,
      netPaidCents: 12475,
    })
    expect([m.refundCents, m.keptCents, m.balanceCents]).toEqual([1856, 619, 0])
  })
})

describe('the online window', () => {
  it('is open until 7 days before the event, closed after', () => {
    expect(canModifyOnline('2027-08-14', '2027-08-07', 7)).toBe(true)
    expect(canModifyOnline('2027-08-14', '2027-08-08', 7)).toBe(false)
    expect(lastModifyDate('2027-08-14', 7)).toBe('2027-08-07')
  })
})
