import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { claimLock, LockOrderError } from './lockOrder'

const reqIn = (tx: string) => ({ transactionID: tx }) as unknown as PayloadRequest

describe('claimLock', () => {
  it('takes quote, booking, booth days ascending, promo, terms version, counters in order', () => {
    const req = reqIn('t1')
    expect(() => {
      claimLock(req, 'quote', 4)
      claimLock(req, 'booking', 7)
      claimLock(req, 'boothDay', 20_000)
      claimLock(req, 'boothDay', 20_001)
      claimLock(req, 'promo', 3)
      claimLock(req, 'promo', 3)
      claimLock(req, 'termsVersion')
      claimLock(req, 'documentCounter', 0)
      claimLock(req, 'documentCounter', 1)
    }).not.toThrow()
  })

  it("takes attendants' user rows last, ids ascending (assigning crew, a reschedule's re-check)", () => {
    const req = reqIn('t1')
    claimLock(req, 'booking', 7)
    claimLock(req, 'boothDay', 20_000)
    claimLock(req, 'documentCounter', 1)
    claimLock(req, 'attendant', 3)
    claimLock(req, 'attendant', 5)
    expect(() => claimLock(req, 'attendant', 4)).toThrow(/attendant 4 requested after attendant 5/)
    const other = reqIn('t2')
    claimLock(other, 'attendant', 3)
    expect(() => claimLock(other, 'boothDay', 20_000)).toThrow(LockOrderError)
  })

  it('refuses the F2 order (promo, then a booth day) and a booth day before an earlier one', () => {
    const req = reqIn('t1')
    claimLock(req, 'booking', 7)
    claimLock(req, 'promo', 3)
    expect(() => claimLock(req, 'boothDay', 20_000)).toThrow(LockOrderError)
    const other = reqIn('t2')
    claimLock(other, 'boothDay', 20_001)
    expect(() => claimLock(other, 'boothDay', 20_000)).toThrow(/boothDay 20000 requested after/)
  })

  it('refuses a quote row after a booking row, and a new terms version after a counter', () => {
    const req = reqIn('t1')
    claimLock(req, 'booking', 7)
    expect(() => claimLock(req, 'quote', 4)).toThrow(/quote 4 requested after booking 7/)
    const other = reqIn('t2')
    claimLock(other, 'documentCounter', 4)
    expect(() => claimLock(other, 'termsVersion')).toThrow(LockOrderError)
  })

  it('starts again in a new transaction (a retry, or the next step of a request)', () => {
    const req = reqIn('t1')
    claimLock(req, 'documentCounter', 0)
    ;(req as { transactionID: string }).transactionID = 't2'
    claimLock(req, 'booking', 1)
  })
})
