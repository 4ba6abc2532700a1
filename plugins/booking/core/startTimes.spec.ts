import { describe, it, expect } from 'vitest'
import { START_TIMES, isValidStartTime, startTimeGrid } from './startTimes'
import { formatTimeLabel, isValidTimeString } from '@kernel'

describe('start time grid', () => {
  it('runs 08:00 to 22:45 every 15 minutes', () => {
    expect(START_TIMES).toHaveLength(60)
    expect(START_TIMES[0]).toBe('08:00')
    expect(START_TIMES[1]).toBe('08:15')
    expect(START_TIMES[59]).toBe('22:45')
    expect(startTimeGrid()).toEqual([...START_TIMES])
    expect(Object.isFrozen(START_TIMES)).toBe(true)
  })
  it('is strictly increasing in 15-minute steps', () => {
    const minutes = START_TIMES.map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)))
    for (let i = 1; i < minutes.length; i++) expect(minutes[i] - minutes[i - 1]).toBe(15)
  })
  it('validates start times against the grid', () => {
    expect(isValidStartTime('14:30')).toBe(true)
    expect(isValidStartTime('07:45')).toBe(false)
    expect(isValidStartTime('23:00')).toBe(false)
    expect(isValidStartTime('14:20')).toBe(false)
    expect(isValidStartTime('8:00')).toBe(false)
  })
  it('validates generic wall times', () => {
    expect(isValidTimeString('00:00')).toBe(true)
    expect(isValidTimeString('23:59')).toBe(true)
    expect(isValidTimeString('24:00')).toBe(false)
    expect(isValidTimeString('12:60')).toBe(false)
  })
})

describe('formatTimeLabel', () => {
  it('formats 12-hour labels', () => {
    expect(formatTimeLabel('14:30')).toBe('2:30 PM')
    expect(formatTimeLabel('08:00')).toBe('8:00 AM')
    expect(formatTimeLabel('12:00')).toBe('12:00 PM')
    expect(formatTimeLabel('00:15')).toBe('12:15 AM')
    expect(formatTimeLabel('22:45')).toBe('10:45 PM')
  })
  it('labels every grid time uniquely', () => {
    const labels = START_TIMES.map(formatTimeLabel)
    expect(new Set(labels).size).toBe(60)
    for (const l of labels) expect(l).toMatch(/^(1[0-2]|[1-9]):[0-5]\d (AM|PM)$/)
  })
  it('rejects malformed input', () => {
    expect(() => formatTimeLabel('2:30 PM')).toThrow(RangeError)
  })
})
