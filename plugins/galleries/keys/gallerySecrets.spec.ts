import { describe, expect, it } from 'vitest'

import { guestPassFor, isGuestCode, uploadKeyFor } from './gallerySecrets'

describe('gallery secrets', () => {
  it('gives each booking and slug its own upload key, stable for the same inputs', () => {
    const key = uploadKeyFor('s', 1, 'abc')
    expect(key).toHaveLength(24)
    expect(uploadKeyFor('s', 1, 'abc')).toBe(key)
    expect(uploadKeyFor('s', 2, 'abc')).not.toBe(key)
    expect(uploadKeyFor('t', 1, 'abc')).not.toBe(key)
  })
  it('ties the guest pass to the slug and the code', () => {
    expect(guestPassFor('s', 'a', '1234')).not.toBe(guestPassFor('s', 'a', '1235'))
    expect(guestPassFor('s', 'a', '1234')).not.toBe(guestPassFor('s', 'b', '1234'))
  })
  it('takes exactly four digits as a guest code', () => {
    expect(['1234', '0000'].map(isGuestCode)).toEqual([true, true])
    expect(['123', '12345', 'abcd', 1234].map(isGuestCode)).toEqual([false, false, false, false])
  })
})
