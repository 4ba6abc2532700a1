import { describe, expect, it } from 'vitest'

import {
  leadDate,
  leadEventType,
  leadGuests,
  leadPackage,
  leadTime,
  splitName,
} from './leadPrefill'

const grid = ['08:00', '14:00', '18:00', '18:15', '22:45']

describe('a lead prefilling the quote builder', () => {
  it('reads the date as the lead stores it, or as typed', () => {
    expect(leadDate('Saturday, June 12, 2027')).toBe('2027-06-12')
    expect(leadDate('June 5, 2027')).toBe('2027-06-05')
    expect(leadDate('2027-06-12')).toBe('2027-06-12')
    expect(leadDate('February 30, 2027')).toBe('')
    expect(leadDate('next summer')).toBe('')
    expect(leadDate(null)).toBe('')
  })

  it('reads 12-hour and 24-hour times on the start-time grid only', () => {
    expect(leadTime('6:00 PM', grid)).toBe('18:00')
    expect(leadTime('6:15 pm', grid)).toBe('18:15')
    expect(leadTime('8:00 AM', grid)).toBe('08:00')
    expect(leadTime('14:00', grid)).toBe('14:00')
    expect(leadTime('12:00 AM', grid)).toBe('')
    expect(leadTime('6:05 PM', grid)).toBe('')
    expect(leadTime('evening', grid)).toBe('')
  })

  it('splits a name and finds the package by name', () => {
    expect(splitName(' Mary Ann  Smith ')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' })
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' })
    const packages = [{ id: 2, name: 'Digital Plus' }]
    expect(leadPackage('digital  plus', packages)).toEqual({ id: 2, name: 'Digital Plus' })
    expect(leadPackage('Custom', packages)).toBeNull()
  })

  it("reads the guest count from the lead's message", () => {
    expect(leadGuests('Our wedding, 60 guests, Oak Hall')).toBe('60')
    expect(leadGuests('about 120 people')).toBe('120')
    expect(leadGuests('for 80+ guests')).toBe('80')
    expect(leadGuests('June 12 2027 at 6 PM')).toBe('')
    expect(leadGuests(null)).toBe('')
  })

  it("reads the event type from the lead's message, as the wizard words it", () => {
    expect(leadEventType('Our wedding reception for 60 guests')).toBe('Wedding')
    expect(leadEventType("My daughter's 16th party")).toBe('Birthday')
    expect(leadEventType('Company Christmas party')).toBe('Holiday Party')
    expect(leadEventType('A bridal shower')).toBe('Baby or Bridal Shower')
    expect(leadEventType('Something fun')).toBe('')
  })
})
