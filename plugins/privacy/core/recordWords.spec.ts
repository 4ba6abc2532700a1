import { describe, expect, it } from 'vitest'

import { countsInWords, retentionDetails } from './recordWords'

describe('countsInWords', () => {
  it('names each kind in words, singular or plural, and leaves zeros out', () => {
    expect(countsInWords({ bookings: 1, payments: 2, credit_note: 1, receipt: 0 })).toBe(
      '1 booking, 2 payments, 1 credit note',
    )
  })

  it('says the fallback when nothing counted', () => {
    expect(countsInWords({ bookings: 0 }, 'no money records')).toBe('no money records')
  })
})

describe('retentionDetails', () => {
  it('gives each cut-off as a Winnipeg date and time, and the year in words', () => {
    const text = retentionDetails({
      cartsBefore: new Date('2026-08-28T17:00:00Z'),
      chatsBefore: new Date('2025-11-26T17:00:00Z'),
      outboxBodiesBefore: new Date('2024-11-26T17:00:00Z'),
      lastEventYearAtMost: 2019,
    })
    expect(text).toContain('Carts left before Aug 28, 2026, 12:00 PM and not booked: deleted.')
    expect(text).toContain('since Nov 26, 2025, 11:00 AM')
    expect(text).toContain('in 2019 or earlier: anonymised')
    expect(text).not.toMatch(/\d{4}-\d\d-\d\dT|[{}"]/)
  })
})
