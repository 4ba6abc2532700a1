import { describe, expect, it } from 'vitest'

import { wholeDates } from './wholeDates'

const rows = (...dates: string[]) => dates.map((eventDate, id) => ({ id, eventDate }))
const ids = (r: { id: number }[]) => r.map((x) => x.id)

describe('wholeDates', () => {
  const line = rows('2027-05-01', '2027-05-01', '2027-05-02', '2027-05-02', '2027-05-03')
  it('keeps every row when no more than the limit came back', () => {
    expect(ids(wholeDates(line, 5))).toEqual([0, 1, 2, 3, 4])
  })
  it('leaves out the date the limit cuts through', () => {
    expect(ids(wholeDates(line, 3))).toEqual([0, 1])
    expect(ids(wholeDates(line.slice(0, 4), 3))).toEqual([0, 1])
  })
  it('keeps a date that ends exactly at the limit', () => {
    expect(ids(wholeDates(line, 4))).toEqual([0, 1, 2, 3])
  })
  it('shows the first date in part when its line alone is longer than the limit', () => {
    expect(ids(wholeDates(line, 1))).toEqual([0])
  })
})
