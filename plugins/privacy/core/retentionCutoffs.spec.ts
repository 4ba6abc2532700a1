import { describe, expect, it } from 'vitest'

import { retentionCutoffs, retentionSettings, RETENTION_DEFAULTS } from './retentionCutoffs'

describe('retention cutoffs', () => {
  const now = new Date('2027-01-01T18:00:00Z')
  const cut = retentionCutoffs(now, '2027-01-01', RETENTION_DEFAULTS)

  it('carts 90 days, chats a year, Outbox bodies two years', () => {
    expect(cut.cartsBefore.toISOString()).toBe('2026-10-03T18:00:00.000Z')
    expect(cut.chatsBefore.toISOString()).toBe('2026-01-01T18:00:00.000Z')
    expect(cut.outboxBodiesBefore.toISOString()).toBe('2025-01-01T18:00:00.000Z')
  })

  it('customers six years after the end of the tax year of their last event', () => {
    expect(cut.lastEventYearAtMost).toBe(2020) // 2020's year ended 2020-12-31, plus six years
    expect(retentionCutoffs(now, '2026-12-31', RETENTION_DEFAULTS).lastEventYearAtMost).toBe(2019)
  })

  it('settings fall back to defaults, and customers never go before six years', () => {
    expect(retentionSettings(null)).toEqual(RETENTION_DEFAULTS)
    expect(retentionSettings({ cartDays: 30, customerYears: 2, chatDays: null })).toEqual({
      ...RETENTION_DEFAULTS,
      cartDays: 30,
    })
  })
})
