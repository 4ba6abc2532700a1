import { describe, expect, it } from 'vitest'

import { countsInWords, erasureOutcome, retentionDetails } from './recordWords'

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

describe('erasure outcome words', () => {
  it('names what the law keeps and why, in the plural when there are several', () => {
    expect(erasureOutcome({ kept: { bookings: 1, payments: 2, receipt: 2 } })).toBe(
      'Erased. The law makes us keep the tax records for six years (Income Tax Act s. 230), so these stay, with their numbers and amounts unchanged and the personal details blanked: 1 booking, 2 payments, 2 receipts.',
    )
    expect(erasureOutcome({ kept: {} })).toBe('Erased. They had no bookings or payments to keep.')
  })

  it('says that automatic payments stopped and the card is forgotten', () => {
    expect(
      erasureOutcome({ kept: { bookings: 1, payments: 1, receipt: 1 }, autopayOff: 1 }),
    ).toMatch(
      /1 receipt\. Automatic payments are off and the saved card is forgotten on 1 booking\.$/,
    )
  })
})
