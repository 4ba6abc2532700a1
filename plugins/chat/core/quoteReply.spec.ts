import { describe, expect, it } from 'vitest'

import { quoteReply, type QuoteFacts } from './quoteReply'

const facts: QuoteFacts = {
  packageName: 'Classic',
  packageId: 3,
  eventDate: '2027-06-12',
  eventTime: '18:00',
  timeAssumed: true,
  placeName: 'Selkirk',
  lines: [
    { kind: 'package', label: 'Classic', quantity: 1, amountCents: 39900 },
    { kind: 'addon', label: 'Extra Time', quantity: 2, amountCents: 13800 },
    { kind: 'travel', label: 'Travel surcharge', quantity: 1, amountCents: 2750 },
  ],
  totalCents: 56450,
  depositCents: 14113,
  depositPercent: 25,
  boothsFree: 2,
  boothsNeeded: 1,
}

describe('quoteReply', () => {
  it('states every line, the total, the deposit, availability and the booking link', () => {
    const text = quoteReply(facts)
    expect(text).toContain('Classic in Selkirk on Saturday, June 12, 2027 at 6:00 PM')
    expect(text).toContain('• Extra Time × 2: $138.00')
    expect(text).toContain('Total $564.50')
    expect(text).toContain('deposit of $141.13')
    expect(text).toContain('a booth is free then')
    expect(text).toContain('/booking?package=3')
  })
  it('says so when not enough booths are free', () => {
    expect(quoteReply({ ...facts, boothsFree: 1, boothsNeeded: 2 })).toContain(
      'two booths are not free',
    )
    expect(quoteReply({ ...facts, boothsFree: 0 })).toContain('no booth is free')
  })
  it('offers the waitlist for that date and time when taken, never when free', () => {
    expect(quoteReply({ ...facts, boothsFree: 0 })).toMatch(
      /\nJoin the waitlist for Saturday, June 12, 2027 around 6:00 PM: \/booking\?package=3&date=2027-06-12&time=18%3A00&waitlist=1$/,
    )
    expect(quoteReply(facts)).not.toContain('waitlist')
  })
})
