import { describe, expect, it } from 'vitest'

import { findUnsafeText, hasImpossibleId, isJsonOrEmpty } from './requestGuards'

const headers = (h: Record<string, string>) => new Headers(h)

describe('isJsonOrEmpty', () => {
  it('accepts JSON and bodiless requests, refuses the types a foreign page sends freely', () => {
    expect(isJsonOrEmpty(headers({ 'content-type': 'application/json; charset=utf-8' }))).toBe(true)
    expect(isJsonOrEmpty(headers({}))).toBe(true)
    expect(isJsonOrEmpty(headers({ 'content-type': 'text/plain' }))).toBe(false)
    expect(isJsonOrEmpty(headers({ 'content-type': 'application/x-www-form-urlencoded' }))).toBe(
      false,
    )
    expect(isJsonOrEmpty(headers({ 'content-length': '12' }))).toBe(false)
    expect(
      isJsonOrEmpty(headers({ 'content-type': 'multipart/form-data; boundary=x' }), [
        /^multipart\/form-data$/,
      ]),
    ).toBe(true)
  })
})

describe('findUnsafeText', () => {
  it('names the first string or key with a NUL byte or a lone surrogate', () => {
    expect(findUnsafeText({ a: 'ok', b: { c: ['x', 'y\u0000'] } })).toBe('b.c.1')
    expect(findUnsafeText({ 'k\u0000': 1 })).toBe('k\u0000')
    expect(findUnsafeText('x\ud800')).toBe('body')
    expect(findUnsafeText({ a: 'fine 😀', n: 1, z: null })).toBeNull()
  })
})

describe('hasImpossibleId', () => {
  it('flags digit ids beyond the integer range only', () => {
    expect(hasImpossibleId({ id: '99999999999' })).toBe(true)
    expect(hasImpossibleId({ bookingId: '2147483648' })).toBe(true)
    expect(hasImpossibleId({ id: '2147483647' })).toBe(false)
    expect(hasImpossibleId({ id: 'c1a2b3' })).toBe(false)
    expect(hasImpossibleId({ sessionId: '12345678901234567890'.slice(0, 8) })).toBe(false)
  })
})
