import { describe, expect, it } from 'vitest'

import { erasureOutcome } from './erasureOutcome'

describe('erasure outcome words', () => {
  it('names what was kept, in the plural when there are several', () => {
    expect(erasureOutcome({ kept: { bookings: 1, payments: 2, receipt: 2 } })).toBe(
      'Erased. Kept for the tax records, with their personal details blanked: 1 booking, 2 payments, 2 receipts.',
    )
    expect(erasureOutcome({ kept: {} })).toBe('Erased. They had no bookings or payments to keep.')
  })
})
