import { describe, expect, it } from 'vitest'

import { issuedCartSecret, readRecoveryToken, recoveryToken } from './cartKeys'

const now = new Date('2027-01-10T12:00:00Z')
const later = new Date('2027-01-24T12:00:00Z')

describe('cart keys', () => {
  it('issues a secret per cart id, one only the server can make', () => {
    expect(issuedCartSecret('s', 'cart-a')).toBe(issuedCartSecret('s', 'cart-a'))
    expect(issuedCartSecret('s', 'cart-a')).not.toBe(issuedCartSecret('s', 'cart-b'))
    expect(issuedCartSecret('s', 'cart-a')).not.toBe(issuedCartSecret('t', 'cart-a'))
  })

  it('a recovery token opens its own cart until it expires, and nothing when forged', () => {
    const token = recoveryToken('s', 'cart-a-123', later)
    expect(readRecoveryToken('s', token, now)).toBe('cart-a-123')
    expect(readRecoveryToken('s', token, new Date(later.getTime() + 1000))).toBeNull()
    expect(readRecoveryToken('t', token, now)).toBeNull()
    expect(readRecoveryToken('s', token.replace('cart-a-123', 'cart-b-123'), now)).toBeNull()
    expect(readRecoveryToken('s', 'cart-a-123', now)).toBeNull()
  })
})
