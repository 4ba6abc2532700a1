import { describe, expect, it } from 'vitest'

import { START_TIMES } from '@booking/rules'
import {
  availabilityReply,
  dateRefusal,
  describeStartTimes,
  type AvailabilityFacts,
} from './availabilityReply'

const base: AvailabilityFacts = {
  date: '2027-06-12',
  time: null,
  pkg: null,
  eventMinutes: 240,
  refused: null,
  boothsFree: 0,
  freeTimes: [...START_TIMES],
  phone: '(204) 555-0142',
}

describe('describeStartTimes', () => {
  it('joins consecutive 15-minute starts into runs', () => {
    expect(describeStartTimes(['08:00', '08:15', '08:30', '12:00', '19:00', '19:15'])).toBe(
      'between 8:00 AM and 8:30 AM, or at 12:00 PM, or between 7:00 PM and 7:15 PM',
    )
    expect(describeStartTimes([...START_TIMES])).toBe('between 8:00 AM and 10:45 PM')
    expect(describeStartTimes([])).toBe('')
  })
})

describe('availabilityReply', () => {
  it('a whole day without a package: the free start times, a standard length and a link', () => {
    const text = availabilityReply({ ...base, freeTimes: ['08:00', '08:15', '20:00'] })
    expect(text).toContain(
      'On Saturday, June 12, 2027 a booth is free for an event of up to 4 hours',
    )
    expect(text).toContain('starting between 8:00 AM and 8:15 AM, or at 8:00 PM.')
    expect(text).toContain('Name a package')
    expect(text).toMatch(/Book it here: \/booking$/)
  })

  it('a named time and package: yes or no, with the day’s other start times when taken', () => {
    const pkg = { id: 3, name: 'Classic' }
    const yes = availabilityReply({ ...base, pkg, eventMinutes: 150, time: '18:00', boothsFree: 1 })
    expect(yes).toBe(
      'Yes: a booth is free on Saturday, June 12, 2027 at 6:00 PM for Classic (2.5 hours).\nBook it here: /booking?package=3',
    )
    const no = availabilityReply({
      ...base,
      pkg,
      eventMinutes: 150,
      time: '18:00',
      boothsFree: 0,
      freeTimes: ['08:00', '08:15'],
    })
    expect(no).toContain('Sorry, both booths are taken on Saturday, June 12, 2027 at 6:00 PM')
    expect(no).toContain('A booth is free that day for a start between 8:00 AM and 8:15 AM.')
  })

  it('taken at the time asked, or all day: the waitlist for that date (and time), with the link prefill', () => {
    const pkg = { id: 3, name: 'Classic' }
    const bookHref = '/booking?package=3&date=2027-06-12&time=18%3A00&name=Ada+L'
    const taken = availabilityReply({ ...base, pkg, time: '18:00', boothsFree: 0, bookHref })
    expect(taken).toContain(
      'Join the waitlist for Saturday, June 12, 2027 around 6:00 PM: /booking?package=3&date=2027-06-12&time=18%3A00&name=Ada+L&waitlist=1',
    )
    const fullDay = availabilityReply({ ...base, freeTimes: [] })
    expect(fullDay).toMatch(
      /Join the waitlist for Saturday, June 12, 2027: \/booking\?date=2027-06-12&waitlist=1$/,
    )
    const free = availabilityReply({ ...base, pkg, time: '18:00', boothsFree: 1 })
    expect(free).not.toContain('waitlist')
  })

  it('a full day, a date too soon, past or beyond the horizon', () => {
    expect(availabilityReply({ ...base, freeTimes: [] })).toMatch(/fully booked/)
    expect(availabilityReply({ ...base, refused: { reason: 'notice', limit: '7' } })).toMatch(
      /at least 7 days' notice\. Call or text \(204\) 555-0142/,
    )
    expect(availabilityReply({ ...base, refused: { reason: 'past', limit: '' } })).toMatch(
      /already passed/,
    )
    expect(
      availabilityReply({ ...base, refused: { reason: 'horizon', limit: '2028-11-25' } }),
    ).toContain('up to Saturday, November 25, 2028')
  })
})

describe('dateRefusal', () => {
  const rules = {
    today: '2026-11-25',
    earliest: '2026-12-02',
    latest: '2028-11-24',
    minNoticeDays: 7,
  }
  it.each([
    ['2026-11-24', { reason: 'past', limit: '' }],
    ['2026-11-25', { reason: 'notice', limit: '7' }],
    ['2026-12-01', { reason: 'notice', limit: '7' }],
    ['2026-12-02', null],
    ['2028-11-24', null],
    ['2028-11-25', { reason: 'horizon', limit: '2028-11-24' }],
  ])('%s', (date, refusal) => expect(dateRefusal({ ...rules, date })).toEqual(refusal))
})
