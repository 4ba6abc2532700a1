import { describe, expect, it } from 'vitest'

import { isPhoneNumber, phoneDigits } from './phoneDigits'

describe('phoneDigits', () => {
  it('keeps the digits, drops a leading country code 1 and stops at 10', () => {
    expect(phoneDigits('(204) 555-0199')).toBe('2045550199')
    expect(phoneDigits('+1 204 555 0199')).toBe('2045550199')
    expect(phoneDigits('(204) 123-45678')).toBe('2041234567')
    expect(phoneDigits('1204')).toBe('1204') // still typing: a 1 alone is not a country code
  })
})

describe('isPhoneNumber', () => {
  it('is exactly 10 digits, with or without the country code, nothing cut off', () => {
    expect(isPhoneNumber('204.555.0199')).toBe(true)
    expect(isPhoneNumber('1-204-555-0199')).toBe(true)
    expect(isPhoneNumber('1234567890')).toBe(true)
    expect(isPhoneNumber('204555019')).toBe(false)
    expect(isPhoneNumber('20455501999')).toBe(false)
    expect(isPhoneNumber('+1 1 204 555 0199')).toBe(false)
  })
})
