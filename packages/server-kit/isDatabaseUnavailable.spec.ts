import { describe, expect, it } from 'vitest'

import { isDatabaseUnavailable } from './isDatabaseUnavailable'

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: insert …'), { cause })

describe('isDatabaseUnavailable', () => {
  it('recognises a server shutting down, starting up, or a lost connection, also when wrapped', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true)
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: '57P03' })))).toBe(
      true,
    )
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      true,
    )
    expect(
      isDatabaseUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })),
    ).toBe(true)
    // Payload's beginTransaction drops the cause (seen when a restart cut a BEGIN).
    expect(
      isDatabaseUnavailable(new Error('Error: cannot begin transaction: Failed query: begin')),
    ).toBe(true)
  })
  it('leaves query errors alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false)
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('x'), { code: '23P01' })))).toBe(
      false,
    )
    expect(isDatabaseUnavailable(undefined)).toBe(false)
  })
})
