import { describe, expect, it } from 'vitest'

import { addressToken, addressTokenMatches } from './unsubscribeToken'

describe('address tokens', () => {
  it('match the address in any case, and only for their purpose and secret', () => {
    const token = addressToken('s1', 'unsubscribe', 'Ann@Example.com ')
    expect(addressTokenMatches('s1', 'unsubscribe', 'ann@example.com', token)).toBe(true)
    expect(addressTokenMatches('s1', 'confirm', 'ann@example.com', token)).toBe(false)
    expect(addressTokenMatches('s2', 'unsubscribe', 'ann@example.com', token)).toBe(false)
    expect(addressTokenMatches('s1', 'unsubscribe', 'bob@example.com', token)).toBe(false)
    expect(addressTokenMatches('s1', 'unsubscribe', 'ann@example.com', 'short')).toBe(false)
  })
})
