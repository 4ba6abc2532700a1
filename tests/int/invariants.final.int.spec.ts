import { describe, expect, it } from 'vitest'

import { checkInvariants, countBookings } from '../../scripts/lib/invariants'
import { workerDatabaseUrls } from '../helpers/intWorker'

// Runs after every other integration file (vitest.config.ts: project int-final, last group):
// whatever the suite's tests left behind, in every worker's database, the money and the booths
// must still agree.
describe('the SQL invariants over every booking the suite left', () => {
  it('payments, bookings, documents and reservations agree', async () => {
    let bookings = 0
    for (const url of workerDatabaseUrls()) {
      bookings += await countBookings(url)
      expect({ url, violations: await checkInvariants(url) }).toEqual({ url, violations: [] })
    }
    expect(bookings).toBeGreaterThan(0)
  })
})
