import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { addDaysToDateString, daysBetweenDateStrings } from '@kernel'
import { cancellationRefund, refundPercentFor, rescheduleRefundCap } from './cancellation'

const TODAY = '2026-12-01'

describe('refund terms anchored to the booking', () => {
  it('a free move 21 days out keeps "no refund": $99.75 paid, cancelled later, $0.00 back', () => {
    const cap = rescheduleRefundCap({ eventDate: '2026-12-22', today: TODAY })
    expect(cap).toBe(0)
    const r = cancellationRefund(
      { eventDate: '2027-10-09', amountPaidCents: 9975, refundCapPercent: cap },
      '2026-12-02',
    )
    expect([r.refundPercent, r.refundCents, r.capped]).toEqual([0, 0, true])
  })

  it('a move at 45 days keeps 50%: $599.00 paid, $299.50 back even a year out', () => {
    const cap = rescheduleRefundCap({ eventDate: '2027-01-15', today: TODAY })
    const r = cancellationRefund(
      { eventDate: '2027-12-01', amountPaidCents: 59900, refundCapPercent: cap },
      TODAY,
    )
    expect([cap, r.refundPercent, r.refundCents]).toEqual([50, 50, 29950])
  })

  it('without a move the table alone decides, change fees kept once', () => {
    const r = cancellationRefund(
      {
        eventDate: '2027-03-01',
        amountPaidCents: 40000,
        refundedCents: 10000,
        changeFeeCents: 2000,
      },
      TODAY,
    )
    expect([r.refundPercent, r.netPaidCents, r.refundCents, r.capped]).toEqual([
      75,
      30000,
      21000,
      false,
    ])
  })

  it('after any moves, a cancel gives the least of the table today and each move-day notice', () => {
    // Each move: days after the last step it happens, and how far after that day the new date is.
    const move = fc.record({
      wait: fc.integer({ min: 0, max: 60 }),
      ahead: fc.integer({ min: 1, max: 400 }),
    })
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.array(move, { maxLength: 5 }),
        (first, moves) => {
          let today = TODAY
          let eventDate = addDaysToDateString(today, first)
          let cap: number | null = null
          let least = 75
          for (const m of moves) {
            const moveDay = addDaysToDateString(today, m.wait)
            if (moveDay >= eventDate) break // a past event is not moved
            least = Math.min(least, refundPercentFor(daysBetweenDateStrings(moveDay, eventDate)))
            cap = rescheduleRefundCap({ eventDate, today: moveDay, capPercent: cap })
            today = moveDay
            eventDate = addDaysToDateString(moveDay, m.ahead)
          }
          const r = cancellationRefund(
            { eventDate, amountPaidCents: 100000, refundCapPercent: cap },
            today,
          )
          const table = refundPercentFor(daysBetweenDateStrings(today, eventDate))
          expect(r.refundPercent).toBe(Math.min(least, table))
          expect(r.refundCents).toBe(Math.min(least, table) * 1000)
        },
      ),
    )
  })
})
