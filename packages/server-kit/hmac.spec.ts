import { createHmac } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { hmac } from './hmac'

describe('hmac', () => {
  it('is HMAC-SHA-256 in base64url, 43 characters without padding', () => {
    const expected = createHmac('sha256', 'secret').update('purpose:x').digest('base64url')
    expect(hmac('secret', 'purpose:x')).toBe(expected)
    expect(hmac('secret', 'purpose:x')).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('differs with the secret and with the text', () => {
    expect(hmac('a', 'x')).not.toBe(hmac('b', 'x'))
    expect(hmac('a', 'x')).not.toBe(hmac('a', 'y'))
  })
})
