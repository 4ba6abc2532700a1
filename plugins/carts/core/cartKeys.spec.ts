import { describe, expect, it } from 'vitest'

import { issuedCartSecret, readRecoveryToken, recoveryToken } from './cartKeys'
import { reminderFirstName } from './reminderFirstName'

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

describe('reminderFirstName', () => {
  it('keeps a name and drops links, addresses and anything but letters', () => {
    expect(reminderFirstName('Zoë')).toBe('Zoë')
    expect(reminderFirstName("Mary-Jane O'Neil")).toBe("Mary-Jane O'Neil")
    expect(reminderFirstName('Visit http://evil.example/refund now to claim $500')).toBe(
      'Visit now',
    )
    expect(reminderFirstName('evil.example')).toBe('')
    expect(reminderFirstName('www.evil.com Bob')).toBe('Bob')
    expect(reminderFirstName('a@b.ca')).toBe('')
    expect(reminderFirstName('x'.repeat(80)).length).toBe(30)
    expect(reminderFirstName(null)).toBe('')
  })
})
