import { describe, expect, it } from 'vitest'

import { visitorIp } from './visitorIp'

describe('visitorIp', () => {
  it('hands out 100,000 distinct private addresses above the fixed ones', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 100_000; i++) {
      const ip = visitorIp()
      const [a, b, c, d] = ip.split('.').map(Number)
      expect(a === 10 && b >= 128 && b <= 255 && c <= 255 && d <= 255).toBe(true)
      seen.add(ip)
    }
    expect(seen.size).toBe(100_000)
  })
})
