import { describe, expect, it } from 'vitest'

import { bearerMatches } from './cronSecret'

const secret = 'cron-secret-0123456789'

describe('bearerMatches', () => {
  it('accepts exactly the configured secret as a bearer token', () => {
    expect(bearerMatches(`Bearer ${secret}`, secret)).toBe(true)
  })

  it('refuses a wrong, partial, longer or differently-schemed token', () => {
    for (const header of [
      'Bearer cron-secret-0123456788',
      `Bearer ${secret.slice(0, -1)}`,
      `Bearer ${secret}x`,
      secret,
      `Basic ${secret}`,
      '',
      null,
      undefined,
    ])
      expect(bearerMatches(header, secret)).toBe(false)
  })

  it('accepts nothing without a secret, or with one too short to resist guessing', () => {
    expect(bearerMatches('Bearer ', undefined)).toBe(false)
    expect(bearerMatches('Bearer ', '')).toBe(false)
    expect(bearerMatches('Bearer short', 'short')).toBe(false)
  })
})
