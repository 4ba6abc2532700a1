import { describe, expect, it } from 'vitest'

import { booking, site } from './emailFixture'
import { EMAIL_EVENTS, eventNote, scheduleNote, type BookingEmailEvent } from './emailEvents'
import { moneyOf } from '@kernel'

const facts = {
  note: 'Package: Classic → Ultimate; Total $299.00 → $399.00; balance $100.00',
  cancellation: { refund: moneyOf(7475), reason: null },
}
const moved = {
  ...facts,
  note: 'Saturday, March 13, 2027, 2:00 PM → Sunday, March 14, 2027, 2:00 PM',
}

describe('EMAIL_EVENTS: which events email whom', () => {
  it('the owner hears of each booking event once, and of nothing else', () => {
    const owner = Object.entries(EMAIL_EVENTS)
      .filter(([, e]) => e.owner)
      .map(([k]) => k)
    expect(owner.sort()).toEqual(
      ['balance', 'cancelled', 'changed', 'confirmed', 'refunded', 'rescheduled'].sort(),
    )
    expect(EMAIL_EVENTS.resent.owner).toBeNull()
  })

  it('every event has its own subject, for the customer and for the owner', () => {
    const events = Object.keys(EMAIL_EVENTS) as BookingEmailEvent[]
    const customer = events.map((e) => EMAIL_EVENTS[e].customer(booking, site, facts).subject)
    expect(new Set(customer).size).toBe(events.length)
    const owner = events.flatMap((e) => {
      const o = EMAIL_EVENTS[e].owner
      return o ? [o(booking, site, facts).subject] : []
    })
    expect(new Set(owner).size).toBe(owner.length)
    expect(owner.filter((s) => s.startsWith('New booking'))).toHaveLength(1)
  })

  it('a change says what changed and the money', () => {
    const mail = EMAIL_EVENTS.changed.customer(booking, site, facts)
    expect(mail.subject).toBe('Booking updated: PB-1A2B3C4D, what changed')
    expect(mail.text).toContain('Package: Classic → Ultimate')
    expect(mail.text).toContain('Total: $299.00 → $399.00')
    expect(mail.text).toContain('Balance: $477.75 due Saturday, March 13, 2027')
    const owner = EMAIL_EVENTS.changed.owner(booking, site, facts)
    expect(owner.subject).toMatch(/^Changed PB-1A2B3C4D/)
    expect(owner.text).toContain('Package: Classic → Ultimate')
  })

  it('a reschedule gives the old and the new date and time', () => {
    const mail = EMAIL_EVENTS.rescheduled.customer(booking, site, moved)
    expect(mail.subject).toBe('Your booking PB-1A2B3C4D is moved to Sunday, March 14, 2027')
    expect(mail.text).toContain('From: Saturday, March 13, 2027, 2:00 PM')
    expect(mail.text).toContain('To: Sunday, March 14, 2027, 2:00 PM')
    expect(mail.subject).not.toMatch(/booked/)
    expect(EMAIL_EVENTS.rescheduled.owner(booking, site, moved).text).toContain(
      'From: Saturday, March 13, 2027, 2:00 PM',
    )
  })

  it('a cancellation states the refund', () => {
    expect(EMAIL_EVENTS.cancelled.customer(booking, site, facts).text).toContain('Refund: $74.75')
  })

  it("an event's note is the latest history entry it wrote", () => {
    const history = [
      { action: 'Rescheduled (free reschedule)', note: 'A → B' },
      { action: 'Booking changed', note: 'Backdrop: X → Y' },
      { action: 'Rescheduled (reschedule #2)', note: 'B → C' },
    ]
    expect(eventNote('rescheduled', history)).toBe('B → C')
    expect(eventNote('changed', history)).toBe('Backdrop: X → Y')
    expect(eventNote('confirmed', history)).toBeNull()
  })
})

describe("scheduleNote: the new payment schedule in the change's own email", () => {
  const schedule = 'Thursday, February 25, 2027: $254.50; Thursday, March 25, 2027: $254.50'
  const history = [
    { action: 'Rescheduled (free reschedule)', note: moved.note },
    { action: 'Payment schedule changed', note: schedule },
  ]
  it('is the entry the reschedule or change wrote right after its own, else nothing', () => {
    expect(scheduleNote('rescheduled', history)).toBe(schedule)
    expect(scheduleNote('changed', history)).toBeNull()
    expect(scheduleNote('rescheduled', history.slice(0, 1))).toBeNull()
    expect(scheduleNote('balance', history)).toBeNull()
    expect(
      scheduleNote('changed', [{ action: 'Booking changed', note: facts.note }, history[1]!]),
    ).toBe(schedule)
  })
  it('lists each part still to pay with its date and amount', () => {
    const mail = EMAIL_EVENTS.rescheduled.customer(booking, site, { ...moved, schedule })
    expect(mail.text).toMatch(/your new payment schedule/i)
    expect(mail.text).toMatch(/Thursday, March 25, 2027\W+\$254\.50/)
    const plain = EMAIL_EVENTS.rescheduled.customer(booking, site, moved)
    expect(plain.text).not.toMatch(/payment schedule/i)
  })
})
