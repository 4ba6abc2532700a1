import { describe, expect, it } from 'vitest'

import { hoursText, payReport } from './payReport'

describe('payReport', () => {
  it('adds each attendant’s checked-in hours and pay to the cent', () => {
    const ana = { id: 1, name: 'Ana', hourlyRate: 22.5, perEventAmount: 25 }
    const ben = { id: 2, name: 'Ben', hourlyRate: 17.35 }
    const r = payReport([
      {
        attendant: ana,
        eventDate: '2027-06-12',
        reference: 'A',
        checkedInAt: '2027-06-12T18:50:00Z',
        checkedOutAt: '2027-06-12T23:10:00Z',
        tipCents: 4485,
      },
      {
        attendant: ben,
        eventDate: '2027-06-13',
        reference: 'B',
        checkedInAt: '2027-06-13T15:00:00Z',
        checkedOutAt: '2027-06-13T16:40:00Z',
      },
      {
        attendant: ana,
        eventDate: '2027-06-14',
        reference: 'C',
        checkedInAt: '2027-06-14T15:00:00Z',
        checkedOutAt: null,
      },
    ])
    expect(r.rows.map((x) => [x.reference, x.minutes, x.payCents])).toEqual([
      ['A', 260, 12250],
      ['C', 0, 2500],
      ['B', 100, 2892],
    ])
    expect(r.totals).toEqual([
      { attendant: 'Ana', minutes: 260, payCents: 14750, tipCents: 4485, reviews: null },
      { attendant: 'Ben', minutes: 100, payCents: 2892, tipCents: 0, reviews: null },
    ])
    expect([r.minutes, r.payCents, r.tipCents]).toEqual([360, 17642, 4485])
    expect(hoursText(260)).toBe('4 h 20 min')
  })

  it('averages the reviews of each attendant’s events, to one decimal, with their count', () => {
    const ana = { id: 1, name: 'Ana' }
    const ben = { id: 2, name: 'Ben' }
    const event = (attendant: typeof ana, reference: string, rating: number | null) => ({
      attendant,
      eventDate: '2027-06-12',
      reference,
      rating,
    })
    const r = payReport([
      event(ana, 'A', 5),
      event(ana, 'B', 4),
      event(ana, 'C', 4),
      event(ana, 'D', null),
      event(ben, 'A', 5),
      event(ben, 'E', null),
    ])
    expect(r.totals.map((t) => [t.attendant, t.reviews])).toEqual([
      ['Ana', { average: 4.3, count: 3 }],
      ['Ben', { average: 5, count: 1 }],
    ])
    expect(payReport([event(ben, 'E', null)]).totals[0].reviews).toBeNull()
  })
})
