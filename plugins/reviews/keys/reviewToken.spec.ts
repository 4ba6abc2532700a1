import { describe, expect, it } from 'vitest'

import { reviewToken, reviewTokenMatches, reviewUrl } from './reviewToken'

describe('reviewToken', () => {
  const secret = 'test-secret-of-thirty-two-chars!'
  it('opens its own booking only', () => {
    const t = reviewToken(secret, 12)
    expect(reviewTokenMatches(secret, 12, t)).toBe(true)
    expect(reviewTokenMatches(secret, 13, t)).toBe(false)
    expect(reviewTokenMatches('another-secret-of-32-characters', 12, t)).toBe(false)
    expect(reviewTokenMatches(secret, 12, undefined)).toBe(false)
    expect(reviewTokenMatches(secret, 12, `${t.slice(0, 42)}A`)).toBe(t.endsWith('A'))
  })
  it('rides as ?token= (redacted in the Outbox copy)', () => {
    expect(reviewUrl('https://x.test', secret, 5)).toMatch(
      /^https:\/\/x\.test\/review\/5\?token=[\w-]{43}$/,
    )
  })
})
