import { describe, expect, it } from 'vitest'

import { BUSINESS_TIME_ZONE } from '@kernel/time'
import { warnOnRuntimeZoneData } from './warnOnRuntimeZoneData'

describe('warnOnRuntimeZoneData', () => {
  it('warns exactly once when the runtime ICU has other rules for Winnipeg', () => {
    const logs: string[] = []
    const winter = new Intl.DateTimeFormat('en-US', {
      timeZone: BUSINESS_TIME_ZONE,
      timeZoneName: 'longOffset',
    }).format(new Date('2027-01-13T18:30:00Z'))
    const icuIsOld = winter.includes('GMT-06:00') // Node 20: tzdata 2025c
    expect(warnOnRuntimeZoneData(new Date('2026-10-01T00:00:00Z'), (m) => logs.push(m))).toBe(
      icuIsOld,
    )
    expect(logs).toHaveLength(icuIsOld ? 1 : 0)
    if (icuIsOld) expect(logs[0]).toContain('2026-11-01T07:00:00.000Z')
  })
})
