import moment from 'moment-timezone'
import { describe, expect, it } from 'vitest'

import {
  BUSINESS_TIME_ZONE as TZ,
  TZ_DATA_VERSION,
  instantToZonedWall,
  todayInZone,
  zoneOffsetMinutes,
  zoneTransitions,
  zonedWallToInstant,
} from './zonedClock'

const iso = (d: Date) => d.toISOString()

describe('zonedClock (bundled IANA data, pinned to the rules in force today)', () => {
  it('uses a 2026 data release or later', () => {
    expect(TZ_DATA_VERSION >= '2026f').toBe(true)
  })
  it('13:30 on 2027-01-13 is 18:30Z: Winnipeg stays on UTC-5 from 2026-11-01', () => {
    expect(iso(zonedWallToInstant('2027-01-13', '13:30', TZ))).toBe('2027-01-13T18:30:00.000Z')
  })
  it('13:30 on 2026-07-15 is 18:30Z (summer)', () => {
    expect(iso(zonedWallToInstant('2026-07-15', '13:30', TZ))).toBe('2026-07-15T18:30:00.000Z')
  })
  it('13:30 on 2026-03-01 is 19:30Z (still CST before the March 2026 switch)', () => {
    expect(iso(zonedWallToInstant('2026-03-01', '13:30', TZ))).toBe('2026-03-01T19:30:00.000Z')
  })
  it('2026-11-01 has no fall-back: midday is still UTC-5', () => {
    expect(iso(zonedWallToInstant('2026-11-01', '12:00', TZ))).toBe('2026-11-01T17:00:00.000Z')
    expect(zoneOffsetMinutes(new Date('2027-07-01T12:00:00Z'), TZ)).toBe(-300)
  })
  it('round-trips wall clock ↔ instant', () => {
    const at = zonedWallToInstant('2027-01-13', '13:30', TZ)
    expect(instantToZonedWall(at, TZ)).toEqual({ date: '2027-01-13', time: '13:30' })
    expect(instantToZonedWall(new Date('2027-01-14T04:59:00Z'), TZ).date).toBe('2027-01-13')
    expect(instantToZonedWall(new Date('2027-01-14T05:00:00Z'), TZ).date).toBe('2027-01-14')
  })
  it('after the March 2026 spring-forward, 2026-11-01 changes the name only (CDT → EST)', () => {
    const t = zoneTransitions(new Date('2026-01-01Z'), new Date('2030-01-01Z'), TZ)
    expect(t.map((x) => [iso(x.at), x.offsetBefore, x.offsetAfter, x.abbr])).toEqual([
      ['2026-03-08T08:00:00.000Z', -360, -300, 'CDT'],
      ['2026-11-01T07:00:00.000Z', -300, -300, 'EST'],
    ])
  })
  it('rejects bad input', () => {
    expect(() => zonedWallToInstant('2027-02-30', '13:30', TZ)).toThrow(RangeError)
    expect(() => zonedWallToInstant('2027-01-13', '25:00', TZ)).toThrow(RangeError)
    expect(() => zonedWallToInstant('2027-01-13', '13:30', 'Mars/Olympus')).toThrow(RangeError)
  })
  it('todayInZone turns over at midnight Winnipeg (-05:00 both in summer and from November 2026)', () => {
    expect(todayInZone(new Date('2026-11-23T04:59:59Z'), TZ)).toBe('2026-11-22')
    expect(todayInZone(new Date('2026-11-23T05:00:00Z'), TZ)).toBe('2026-11-23')
    expect(todayInZone(new Date('2026-02-01T05:59:59Z'), TZ)).toBe('2026-01-31')
    expect(todayInZone(new Date('2026-02-01T06:00:00Z'), TZ)).toBe('2026-02-01')
    expect(() => todayInZone(new Date(Number.NaN), TZ)).toThrow(RangeError)
  })
  it('agrees with moment-timezone itself every 15 minutes over 2026-2027, DST days included', () => {
    const day = (offset: number) => new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000)
    for (
      let i = 0;
      i < 730;
      i += i % 61 === 0 || (i > 60 && i < 80) || (i > 300 && i < 310) ? 1 : 7
    ) {
      const date = day(i).toISOString().slice(0, 10)
      for (let minutes = 0; minutes < 1440; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
        const expected = moment.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', true, TZ)
        expect(zonedWallToInstant(date, time, TZ).getTime()).toBe(expected.valueOf())
        const at = new Date(Date.UTC(2026, 0, 1) + i * 86_400_000 + minutes * 60_000)
        const m = moment(at).tz(TZ)
        expect(instantToZonedWall(at, TZ)).toEqual({
          date: m.format('YYYY-MM-DD'),
          time: m.format('HH:mm'),
        })
      }
    }
  })
})
