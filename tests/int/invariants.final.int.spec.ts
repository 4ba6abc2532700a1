import { describe, expect, it } from 'vitest'

import { checkInvariants, countBookings } from '../../scripts/lib/invariants'

// Runs after every other integration file (vitest.config.ts: project int-final, last group):
// whatever the suite's tests left behind, the money and the booths must still agree.
describe('the SQL invariants over every booking the suite left', () => {
  it('payments, bookings, documents and reservations agree', async () => {
    const url = process.env.DATABASE_URL ?? ''
    expect(await countBookings(url)).toBeGreaterThan(0)
    expect(await checkInvariants(url)).toEqual([])
  })
})
