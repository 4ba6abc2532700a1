import { describe, expect, it } from 'vitest'

import { safeEqual } from './safeEqual'

describe('safeEqual', () => {
  it('compares secrets of any length without throwing', () => {
    expect(safeEqual('abc', 'abc')).toBe(true)
    expect(safeEqual('abc', 'abcd')).toBe(false)
    expect(safeEqual('', 'a')).toBe(false)
  })

  it('compares text, not bytes that happen to hash alike: non-ASCII and empty secrets', () => {
    expect(safeEqual('café', 'café')).toBe(true)
    expect(safeEqual('café', 'cafe')).toBe(false)
    expect(safeEqual('', '')).toBe(true)
  })
})
