import { describe, expect, it } from 'vitest'

import { firstZoneDisagreement } from './zoneDataDisagreement'
import { BUSINESS_TIME_ZONE as TZ, zoneOffsetMinutes } from './zonedClock'

describe('firstZoneDisagreement', () => {
  const from = new Date('2026-10-01T00:00:00Z')
  it('finds none when the other source is the bundled data', () => {
    expect(firstZoneDisagreement(from, 400, TZ, (at) => zoneOffsetMinutes(at, TZ))).toBeNull()
  })
  it('finds the old-rules fall-back to UTC-6 on 2026-11-01 at 07:00Z', () => {
    // Rules of tzdata 2025c: CST (-360) from the first Sunday of November 2026 at 2:00 CDT.
    const oldRules = (at: Date) => (at >= new Date('2026-11-01T07:00:00Z') ? -360 : -300)
    expect(firstZoneDisagreement(from, 400, TZ, oldRules)).toEqual({
      at: new Date('2026-11-01T07:00:00Z'),
      bundledOffset: -300,
      otherOffset: -360,
    })
  })
})
