import { describe, expect, it } from 'vitest'

import { isPermanentRefusal, MAX_ATTEMPTS, nextAttemptAt } from './retrySchedule'

const t0 = new Date('2026-11-23T12:00:00Z')
const waitMinutes = (attempts: number) =>
  ((nextAttemptAt(attempts, t0)?.getTime() ?? NaN) - t0.getTime()) / 60_000

describe('nextAttemptAt', () => {
  it('doubles the wait from one minute', () => {
    expect([1, 2, 3, 4, 5, 6].map(waitMinutes)).toEqual([1, 2, 4, 8, 16, 32])
  })
  it('waits an hour at most', () => {
    expect(waitMinutes(7)).toBe(60)
    expect(waitMinutes(MAX_ATTEMPTS - 1)).toBe(60)
  })
  it('gives up after the last try, about a day after the first', () => {
    expect(nextAttemptAt(MAX_ATTEMPTS, t0)).toBeNull()
    const total = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => waitMinutes(i + 1)).reduce(
      (a, b) => a + b,
    )
    expect(total / 60).toBeGreaterThan(20)
    expect(total / 60).toBeLessThan(30)
  })
})

describe('isPermanentRefusal', () => {
  const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('x'), fields)
  it('is a 5xx answer to the recipient', () => {
    expect(isPermanentRefusal(smtpError({ responseCode: 550, command: 'RCPT TO' }))).toBe(true)
    expect(isPermanentRefusal(smtpError({ responseCode: 553, code: 'EENVELOPE' }))).toBe(true)
  })
  it('is not a busy server, a refused login, nor a lost connection', () => {
    expect(isPermanentRefusal(smtpError({ responseCode: 451, command: 'RCPT TO' }))).toBe(false)
    expect(isPermanentRefusal(smtpError({ responseCode: 535, command: 'AUTH PLAIN' }))).toBe(false)
    expect(isPermanentRefusal(smtpError({ code: 'ECONNREFUSED' }))).toBe(false)
    expect(isPermanentRefusal(null)).toBe(false)
  })
})
