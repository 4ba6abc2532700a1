import { describe, expect, it } from 'vitest'

import { deriveSecretKey, openSecret, sealSecret } from './secretBox'

describe('secretBox', () => {
  const key = deriveSecretKey('test-secret')

  it('round-trips and never stores the plaintext', () => {
    const sealed = sealSecret(key, '{"refresh_token":"1//abc"}')
    expect(sealed).not.toContain('refresh_token')
    expect(openSecret(key, sealed)).toBe('{"refresh_token":"1//abc"}')
  })

  it('uses a fresh IV each time', () => {
    expect(sealSecret(key, 'same')).not.toBe(sealSecret(key, 'same'))
  })

  it('refuses another key, a tampered box and junk', () => {
    const sealed = sealSecret(key, 'token')
    expect(openSecret(deriveSecretKey('other-secret'), sealed)).toBeNull()
    const flipped = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BA' : 'AA')
    expect(openSecret(key, flipped)).toBeNull()
    expect(openSecret(key, 'plain')).toBeNull()
    expect(openSecret(key, null)).toBeNull()
    expect(openSecret(key, 'v1.')).toBeNull()
  })

  it('derives the same key from the same secret', () => {
    expect(deriveSecretKey('s').equals(deriveSecretKey('s'))).toBe(true)
    expect(() => deriveSecretKey('')).toThrow()
  })
})
