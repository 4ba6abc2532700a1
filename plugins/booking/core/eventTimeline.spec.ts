import { describe, it, expect } from 'vitest'
import { eventTimeline, occupancyInterval, standardSetupMinutes } from './eventTimeline'
import { START_TIMES } from './startTimes'
import { addDaysToDateString } from '@kernel'
import { makeRng } from '@tests/helpers/testRandom'
import { instantToZonedWall, zoneOffsetMinutes } from '@kernel/time'

const TZ = 'America/Winnipeg'
const base = { extraEventMinutes: 0, setupMinutes: 30, earlySetupMinutes: 0, timeZone: TZ }
const iso = (d: Date) => d.toISOString()
const offset = (d: Date) => {
  const m = zoneOffsetMinutes(d, TZ)
  return `${m < 0 ? '-' : '+'}${String(Math.abs(m) / 60).padStart(2, '0')}:00`
}
const wallMinute = (d: Date) => {
  const w = instantToZonedWall(d, TZ)
  return `${w.date} ${w.time}`
}
const wall = (d: Date) => `${wallMinute(d)} ${offset(d)}`

describe('eventTimeline', () => {
  it('winter before the 2026 change (CST, -06:00)', () => {
    const t = eventTimeline({
      ...base,
      eventDate: '2026-02-05',
      eventTime: '18:00',
      durationMinutes: 240,
    })
    expect(iso(t.start)).toBe('2026-02-06T00:00:00.000Z')
    expect(iso(t.setupStart)).toBe('2026-02-05T23:30:00.000Z')
    expect(iso(t.end)).toBe('2026-02-06T04:00:00.000Z')
    expect(t.setupMinutes).toBe(30)
    expect(t.eventMinutes).toBe(240)
  })
  it('winter from 2026-11-01 on stays at -05:00 (13:30 on 2027-01-13 is 18:30Z)', () => {
    const t = eventTimeline({
      ...base,
      eventDate: '2027-01-13',
      eventTime: '13:30',
      durationMinutes: 150,
    })
    expect(iso(t.start)).toBe('2027-01-13T18:30:00.000Z')
    expect(iso(t.setupStart)).toBe('2027-01-13T18:00:00.000Z')
    expect(iso(t.end)).toBe('2027-01-13T21:00:00.000Z')
    const dec = eventTimeline({
      ...base,
      eventDate: '2026-12-05',
      eventTime: '18:00',
      durationMinutes: 240,
    })
    expect(iso(dec.start)).toBe('2026-12-05T23:00:00.000Z')
  })
  it('summer (CDT, -05:00) with extra time and early setup', () => {
    const t = eventTimeline({
      ...base,
      eventDate: '2026-07-18',
      eventTime: '14:30',
      durationMinutes: 150,
      extraEventMinutes: 120,
      earlySetupMinutes: 90,
    })
    expect(iso(t.start)).toBe('2026-07-18T19:30:00.000Z')
    expect(iso(t.setupStart)).toBe('2026-07-18T17:30:00.000Z') // 12:30 CDT
    expect(iso(t.end)).toBe('2026-07-19T00:00:00.000Z') // 19:00 CDT
    expect(t.setupMinutes).toBe(120)
    expect(t.eventMinutes).toBe(270)
  })
  it('spring-forward day 2026-03-08 uses CDT after 02:00', () => {
    const day = eventTimeline({
      ...base,
      eventDate: '2026-03-08',
      eventTime: '14:00',
      durationMinutes: 150,
    })
    expect(iso(day.start)).toBe('2026-03-08T19:00:00.000Z')
    const eve = eventTimeline({
      ...base,
      eventDate: '2026-03-07',
      eventTime: '14:00',
      durationMinutes: 150,
    })
    expect(iso(eve.start)).toBe('2026-03-07T20:00:00.000Z')
  })
  it('event crossing the spring-forward gap lasts its real duration', () => {
    const t = eventTimeline({
      ...base,
      eventDate: '2026-03-07',
      eventTime: '22:00',
      durationMinutes: 240,
    })
    expect(iso(t.start)).toBe('2026-03-08T04:00:00.000Z')
    expect(iso(t.end)).toBe('2026-03-08T08:00:00.000Z')
    expect(wall(t.end)).toBe('2026-03-08 03:00 -05:00') // wall clock skipped 02:00-03:00
  })
  it('2026-11-01 no longer falls back: the afternoon is still -05:00', () => {
    const day = eventTimeline({
      ...base,
      eventDate: '2026-11-01',
      eventTime: '14:00',
      durationMinutes: 150,
    })
    expect(iso(day.start)).toBe('2026-11-01T19:00:00.000Z')
    const eve = eventTimeline({
      ...base,
      eventDate: '2026-10-31',
      eventTime: '14:00',
      durationMinutes: 150,
    })
    expect(iso(eve.start)).toBe('2026-10-31T19:00:00.000Z')
  })
  it('event over the night of 2026-10-31 keeps -05:00 throughout', () => {
    const t = eventTimeline({
      ...base,
      eventDate: '2026-10-31',
      eventTime: '22:00',
      durationMinutes: 240,
    })
    expect(iso(t.start)).toBe('2026-11-01T03:00:00.000Z')
    expect(iso(t.end)).toBe('2026-11-01T07:00:00.000Z')
    expect(wall(t.end)).toBe('2026-11-01 02:00 -05:00')
  })
  it('event crossing local midnight ends on the next calendar day', () => {
    const t = eventTimeline({
      ...base,
      eventDate: '2026-12-31',
      eventTime: '22:45',
      durationMinutes: 240,
      extraEventMinutes: 60,
    })
    expect(iso(t.start)).toBe('2027-01-01T03:45:00.000Z')
    expect(wall(t.end)).toBe('2027-01-01 03:45 -05:00')
  })
  it('self-serve has no standard setup', () => {
    expect(standardSetupMinutes(true)).toBe(0)
    expect(standardSetupMinutes(false)).toBe(30)
    const t = eventTimeline({
      ...base,
      setupMinutes: 0,
      eventDate: '2026-12-05',
      eventTime: '18:00',
      durationMinutes: 90,
    })
    expect(t.setupStart.getTime()).toBe(t.start.getTime())
  })
  it('rejects invalid input', () => {
    const ok = { ...base, eventDate: '2026-12-05', eventTime: '18:00', durationMinutes: 90 }
    expect(() => eventTimeline({ ...ok, eventDate: '2026-02-30' })).toThrow(RangeError)
    expect(() => eventTimeline({ ...ok, eventTime: '6pm' })).toThrow(RangeError)
    expect(() => eventTimeline({ ...ok, durationMinutes: -1 })).toThrow(RangeError)
  })
  it('property: wall start is preserved and elapsed minutes are exact across a year', () => {
    const rng = makeRng(21)
    for (let i = 0; i < 400; i++) {
      const eventDate = addDaysToDateString('2026-01-01', rng.int(0, 364))
      const eventTime = rng.pick(START_TIMES)
      const input = {
        ...base,
        eventDate,
        eventTime,
        durationMinutes: rng.pick([90, 150, 240]),
        extraEventMinutes: 60 * rng.int(0, 3),
        earlySetupMinutes: 30 * rng.int(0, 3),
      }
      const t = eventTimeline(input)
      expect(wallMinute(t.start)).toBe(`${eventDate} ${eventTime}`)
      expect((t.end.getTime() - t.start.getTime()) / 60_000).toBe(t.eventMinutes)
      expect((t.start.getTime() - t.setupStart.getTime()) / 60_000).toBe(t.setupMinutes)
      const occ = occupancyInterval(t, 60)
      expect(occ.start.getTime()).toBe(t.setupStart.getTime())
      expect(occ.end.getTime() - t.end.getTime()).toBe(3_600_000)
    }
  })
})
