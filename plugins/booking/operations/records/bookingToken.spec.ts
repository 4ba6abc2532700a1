import { describe, expect, it } from 'vitest'

import { deriveToken, newBookingToken, tokenFor } from './bookingToken'
import { hashToken, tokenMatches } from '@server-kit'

describe('booking access tokens', () => {
  it('stores only a hash that the given token matches, and nothing else matches', () => {
    const t = newBookingToken('secret-a')
    expect(t.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(t.hash).not.toContain(t.token)
    expect(tokenMatches(t.token, t.hash)).toBe(true)
    expect(tokenMatches(`${t.token}x`, t.hash)).toBe(false)
    expect(tokenMatches('', t.hash)).toBe(false)
    expect(tokenMatches(undefined, t.hash)).toBe(false)
    expect(tokenMatches(t.token, null)).toBe(false)
    expect(tokenMatches(t.token, 'not-hex')).toBe(false)
  })

  it('rebuilds the same token from the nonce with the same secret only', () => {
    const t = newBookingToken('secret-a')
    expect(tokenFor('secret-a', { accessTokenNonce: t.nonce })).toBe(t.token)
    expect(deriveToken('secret-b', t.nonce)).not.toBe(t.token)
    expect(tokenFor('secret-a', { accessTokenNonce: null })).toBe('')
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    )
  })
})
