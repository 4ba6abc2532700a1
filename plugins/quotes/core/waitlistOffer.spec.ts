import { describe, expect, it } from 'vitest'

import { firstFreeTime, inWindow, offerExpiry, offerLive, openDateLink } from './waitlistOffer'

describe('waitlist offers', () => {
  it('offers the first free time inside the window, bounds included', () => {
    const free = ['09:00', '13:15', '18:00', '20:30']
    expect(firstFreeTime(free, '13:15', '19:00')).toBe('13:15')
    expect(firstFreeTime(free, '13:30', '18:00')).toBe('18:00')
    expect(firstFreeTime(free, '14:00', '17:45')).toBeNull()
    expect(firstFreeTime([], '08:00', '22:45')).toBeNull()
  })

  it('lasts 12 hours by default; live only while offered and not yet lapsed', () => {
    const now = new Date('2027-03-01T12:00:00Z')
    expect(offerExpiry(now).toISOString()).toBe('2027-03-02T00:00:00.000Z')
    expect(offerExpiry(now, 2).toISOString()).toBe('2027-03-01T14:00:00.000Z')
    const at = offerExpiry(now).toISOString()
    expect(offerLive({ status: 'offered', offerExpiresAt: at }, now)).toBe(true)
    expect(offerLive({ status: 'offered', offerExpiresAt: at }, new Date(at))).toBe(false)
    expect(offerLive({ status: 'waiting', offerExpiresAt: null }, now)).toBe(false)
  })

  it('a window includes both its ends', () => {
    expect(inWindow('13:00', '13:00', '18:00')).toBe(true)
    expect(inWindow('18:00', '13:00', '18:00')).toBe(true)
    expect(inWindow('12:45', '13:00', '18:00')).toBe(false)
    expect(inWindow('18:15', '13:00', '18:00')).toBe(false)
  })
})

describe('the link of a date that is open', () => {
  it('prefills the wizard with the package, date, first free time, name and email', () => {
    const link = openDateLink({
      packageId: 2,
      date: '2027-06-12',
      time: '15:00',
      name: 'Ana Gómez',
      email: 'ana@example.net',
    })
    expect(link).toBe(
      '/booking?package=2&date=2027-06-12&time=15%3A00&name=Ana+G%C3%B3mez&email=ana%40example.net',
    )
  })
})
