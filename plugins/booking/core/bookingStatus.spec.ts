import { describe, expect, it } from 'vitest'

import {
  ACTIVE_BOOKING_STATUSES,
  BOOKING_STATUS,
  isActive,
  isAwaitingPayment,
  isCancelled,
  isCancelledOrRefunded,
  isConfirmed,
  isExpired,
  isHeldReservation,
  isLiveReservation,
  isOpen,
  isPendingPayment,
  isRefunded,
  LIVE_RESERVATION_STATUSES,
  reservationStatusFor,
} from './bookingStatus'

const all = Object.values(BOOKING_STATUS)
const which = (p: (s: string) => boolean) => all.filter(p)

describe('booking status predicates', () => {
  it('name exactly the statuses they mean', () => {
    expect(which(isConfirmed)).toEqual(['confirmed'])
    expect(which(isPendingPayment)).toEqual(['pending_payment'])
    expect(which(isExpired)).toEqual(['expired'])
    expect(which(isCancelled)).toEqual(['cancelled'])
    expect(which(isRefunded)).toEqual(['refunded'])
    expect(which(isActive)).toEqual(['pending_payment', 'confirmed'])
    expect([...ACTIVE_BOOKING_STATUSES].sort()).toEqual(which(isActive).sort())
    expect(which(isAwaitingPayment)).toEqual(['pending_payment', 'expired'])
    expect(which(isCancelledOrRefunded)).toEqual(['cancelled', 'refunded'])
    expect(which(isOpen)).toEqual(['pending_payment', 'confirmed', 'expired'])
  })

  it('answer false for a missing or unknown status', () => {
    for (const p of [isConfirmed, isActive, isAwaitingPayment, isCancelledOrRefunded]) {
      expect(p(undefined)).toBe(false)
      expect(p(null)).toBe(false)
      expect(p('CONFIRMED')).toBe(false)
    }
  })
})

describe('reservation statuses', () => {
  it('a confirmed booking confirms its booths; every other one holds them', () => {
    expect(reservationStatusFor('confirmed')).toBe('confirmed')
    for (const s of ['pending_payment', 'expired', undefined])
      expect(reservationStatusFor(s)).toBe('held')
  })

  it('held and confirmed reservations occupy a booth; released ones do not', () => {
    expect(LIVE_RESERVATION_STATUSES).toEqual(['held', 'confirmed'])
    expect(['held', 'confirmed', 'released'].filter(isLiveReservation)).toEqual([
      'held',
      'confirmed',
    ])
    expect(['held', 'confirmed', 'released'].filter(isHeldReservation)).toEqual(['held'])
  })
})
