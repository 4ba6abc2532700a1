import { describe, expect, it } from 'vitest'

import { eventTimeline } from '../eventTimeline'
import { wallClockTimes } from './wallClockTimes'
import { BUSINESS_TIME_ZONE as TZ } from '@kernel/time'

describe('wallClockTimes', () => {
  it('13:30 on 2027-01-13 with 30 min setup reads 1:00 / 1:30 / 4:00 PM', () => {
    const t = eventTimeline({
      eventDate: '2027-01-13',
      eventTime: '13:30',
      durationMinutes: 150,
      extraEventMinutes: 0,
      setupMinutes: 30,
      earlySetupMinutes: 0,
      timeZone: TZ,
    })
    expect(wallClockTimes(t, TZ)).toEqual({
      date: '2027-01-13',
      dateLabel: 'Wednesday, January 13, 2027',
      setup: '1:00 PM',
      start: '1:30 PM',
      end: '4:00 PM',
    })
  })
  it('reads ISO strings as stored in a booking snapshot', () => {
    const times = wallClockTimes(
      {
        setupStart: '2026-07-15T18:00:00.000Z',
        start: '2026-07-15T18:30:00.000Z',
        end: '2026-07-15T21:00:00.000Z',
      },
      TZ,
    )
    expect([times.setup, times.start, times.end]).toEqual(['1:00 PM', '1:30 PM', '4:00 PM'])
  })
})
