import { describe, expect, it } from 'vitest'

import { unsubscribeToken, unsubscribeTokenMatches } from './unsubscribeToken'

describe('unsubscribe token', () => {
  it('matches only its own session and secret', () => {
    const t = unsubscribeToken('session-a', 'secret')
    expect(unsubscribeTokenMatches('session-a', t, 'secret')).toBe(true)
    expect(unsubscribeTokenMatches('session-b', t, 'secret')).toBe(false)
    expect(unsubscribeTokenMatches('session-a', t, 'other')).toBe(false)
    expect(unsubscribeTokenMatches('session-a', 'short', 'secret')).toBe(false)
  })
})
