import { describe, expect, it } from 'vitest'

import { hashToken, tokenMatches } from './tokenHash'

describe('session tokens', () => {
  const hash = hashToken('secret-token-1')
  it('stores a hash, not the token', () => {
    expect(hash).toMatch(/^[0-9a-f]{64}$/)
    expect(hash).not.toContain('secret')
  })
  it('accepts the token and refuses others, missing ones and junk hashes', () => {
    expect(tokenMatches('secret-token-1', hash)).toBe(true)
    expect(tokenMatches('secret-token-2', hash)).toBe(false)
    expect(tokenMatches('', hash)).toBe(false)
    expect(tokenMatches(undefined, hash)).toBe(false)
    expect(tokenMatches('secret-token-1', 'abc')).toBe(false)
    expect(tokenMatches('secret-token-1', null)).toBe(false)
  })
})
