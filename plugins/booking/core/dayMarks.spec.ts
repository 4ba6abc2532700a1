import { describe, expect, it } from 'vitest'

import { dayMarks } from './dayMarks'

const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`)
const hourly = (day: string) =>
  [8, 10, 12, 14, 16, 18, 20].map((h) => ({ start: at(day, h), end: at(day, h + 3) }))

describe('dayMarks', () => {
  const days = ['2027-06-11', '2027-06-12', '2027-06-13'].map((date) => ({
    date,
    requests: hourly(date),
  }))

  it('full when no start time has a booth, partial when some do, nothing when all do', () => {
    const wholeDay = { start: at('2027-06-11', 0), end: at('2027-06-12', 0) }
    const evening = { start: at('2027-06-12', 18), end: at('2027-06-12', 23) }
    const marks = dayMarks(days, [
      { id: 'booth1', busy: [wholeDay, evening] },
      { id: 'booth2', busy: [wholeDay, evening] },
    ])
    expect(marks).toEqual({ '2027-06-11': 'full', '2027-06-12': 'partial' })
  })

  it('one booth taken all day is not booked at all: the other is free at every time', () => {
    const wholeDay = { start: at('2027-06-13', 0), end: at('2027-06-14', 0) }
    expect(
      dayMarks(days, [
        { id: 'booth1', busy: [wholeDay] },
        { id: 'booth2', busy: [] },
      ]),
    ).toEqual({})
  })
})
