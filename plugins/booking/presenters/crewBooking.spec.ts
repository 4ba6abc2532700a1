import { describe, expect, it } from 'vitest'

import type { Booking } from '../types'
import { crewBooking } from './crewBooking'

const booking = (over: Partial<Booking> = {}) =>
  ({
    id: 7,
    status: 'confirmed',
    package: 3,
    eventDate: '2027-05-01',
    eventTime: '18:00',
    firstName: 'Ana',
    lastName: 'Li',
    email: 'ana@example.com',
    phone: '2045550199',
    address: '1 Main St',
    totalCents: 50000,
    amountPaidCents: 12500,
    refundedCents: 0,
    paymentType: 'deposit',
    ...over,
  }) as unknown as Booking

describe('crewBooking: the booking as the crew reads it', () => {
  it('takes the package and backdrop sold from the snapshot, not the live relation', () => {
    const b = crewBooking(
      booking({
        snapshot: {
          package: { id: 9, name: 'Open Air', selfServe: true },
          backdrop: { id: 2, name: 'Gold sequin' },
        },
      }),
    )
    expect(b).toMatchObject({
      packageId: 9,
      packageName: 'Open Air',
      backdropName: 'Gold sequin',
      selfServe: true,
    })
  })

  it('without a snapshot: the package relation, no names, staffed', () => {
    const b = crewBooking(booking({ package: { id: 4 } as never, snapshot: null }))
    expect(b).toMatchObject({ packageId: 4, packageName: null, backdropName: null })
    expect(b.selfServe).toBe(false)
  })

  it('add-ons by id, name and quantity (one when unsaid); confirmed; the balance to collect', () => {
    const b = crewBooking(
      booking({
        addOns: [
          { addOn: 5, name: 'Guest book', quantity: 2 },
          { addOn: { id: 6 } as never, name: 'Props' },
          { addOn: null, name: null },
        ],
      }),
    )
    expect(b.addOns).toEqual([
      { addOnId: 5, name: 'Guest book', quantity: 2 },
      { addOnId: 6, name: 'Props', quantity: 1 },
      { addOnId: null, name: '', quantity: 1 },
    ])
    expect(b.confirmed).toBe(true)
    expect(b.balanceCents).toBe(37500)
    expect(crewBooking(booking({ status: 'pending_payment' })).confirmed).toBe(false)
  })
})
