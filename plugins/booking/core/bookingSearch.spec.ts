import { describe, expect, it } from 'vitest'

import { extraSearchConditions, widenBookingSearch } from './bookingSearch'

const listSearch = (term: string) => ({
  or: ['reference', 'firstName', 'lastName', 'email', 'phone'].map((f) => ({
    [f]: { like: term },
  })),
})

describe('bookings list search', () => {
  it('a phone typed with punctuation searches the stored digits', () => {
    expect(extraSearchConditions('(204) 555-0123')).toEqual([{ phone: { like: '2045550123' } }])
    expect(extraSearchConditions('+1 204 555 0123')).toContainEqual({
      phone: { like: '2045550123' },
    })
  })

  it('plain digits and a surname add nothing (the field likes already find them)', () => {
    expect(extraSearchConditions('2045550123')).toEqual([])
    expect(extraSearchConditions('Singh')).toEqual([])
    expect(extraSearchConditions('PB-2026-0012')).toEqual([])
  })

  it('a full name matches first and last name together', () => {
    expect(extraSearchConditions('Priya  Kaur Singh')).toEqual([
      { and: [{ firstName: { like: 'Priya' } }, { lastName: { like: 'Kaur Singh' } }] },
    ])
  })

  it("widens Payload's search where it nests it under the list's filters", () => {
    const filter = { status: { equals: 'confirmed' } }
    const widened = widenBookingSearch({ and: [filter, listSearch('204-555')] })
    expect(widened).toEqual({
      and: [filter, { or: [...listSearch('204-555').or, { phone: { like: '204555' } }] }],
    })
  })

  it('leaves any other query alone', () => {
    const where = { or: [{ email: { equals: 'a@b.ca' } }] }
    expect(widenBookingSearch(where)).toEqual(where)
    expect(widenBookingSearch(undefined)).toBeUndefined()
  })
})
