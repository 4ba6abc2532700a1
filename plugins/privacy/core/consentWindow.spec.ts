import { describe, expect, it } from 'vitest'

import { addMonthsToDateString } from '@kernel'
import { consentEnds, consentOn } from './consentWindow'

describe('implied consent windows (CASL)', () => {
  it('a purchase covers two years: the day before the anniversary, not the anniversary', () => {
    const purchase = { basis: 'purchase' as const, day: '2025-03-10', source: 'booking' }
    expect(consentEnds(purchase)).toBe('2027-03-10')
    expect(consentOn([purchase], '2027-03-09')?.basis).toBe('purchase')
    expect(consentOn([purchase], '2027-03-10')).toBeNull()
  })

  it('an inquiry covers six months, the month end clamped', () => {
    const inquiry = { basis: 'inquiry' as const, day: '2026-08-31', source: 'inquiry' }
    expect(consentEnds(inquiry)).toBe('2027-02-28')
    expect(consentOn([inquiry], '2027-02-27')?.basis).toBe('inquiry')
    expect(consentOn([inquiry], '2027-02-28')).toBeNull()
    expect(addMonthsToDateString('2027-08-31', 6)).toBe('2028-02-29')
    expect(addMonthsToDateString('2026-11-15', 14)).toBe('2028-01-15')
  })

  it('express consent never lapses and wins over implied; evidence dated later covers nothing yet', () => {
    const evidence = [
      { basis: 'inquiry' as const, day: '2026-01-01', source: 'inquiry' },
      { basis: 'express' as const, day: '2020-05-05', source: 'newsletter' },
      { basis: 'purchase' as const, day: '2031-01-01', source: 'booking' },
    ]
    expect(consentOn(evidence, '2030-12-31')).toMatchObject({ basis: 'express', until: null })
    expect(consentOn(evidence.slice(2), '2030-12-31')).toBeNull()
  })

  it('a purchase covers from the day it is made until two years after its event', () => {
    const booked = {
      basis: 'purchase' as const,
      day: '2027-06-01',
      from: '2026-12-01',
      source: 'booking',
    }
    expect(consentOn([booked], '2026-12-01')?.until).toBe('2029-06-01')
    expect(consentOn([booked], '2026-11-30')).toBeNull()
  })

  it('of two implied consents, the one that lasts longer', () => {
    const evidence = [
      { basis: 'purchase' as const, day: '2025-01-01', source: 'booking' },
      { basis: 'inquiry' as const, day: '2026-12-01', source: 'inquiry' },
    ]
    expect(consentOn(evidence, '2027-01-15')).toMatchObject({
      basis: 'inquiry',
      until: '2027-06-01',
    })
  })
})
