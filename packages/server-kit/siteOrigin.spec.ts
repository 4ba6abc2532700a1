import { describe, expect, it } from 'vitest'

import { siteOrigin, trustedOrigins } from './siteOrigin'

describe('trustedOrigins (the CSRF allow-list)', () => {
  it('is the configured site URLs when set', () => {
    expect(
      trustedOrigins({
        NEXT_PUBLIC_SERVER_URL: 'https://booth.example.com/',
        APP_URL: 'https://booth.example.com',
      }),
    ).toEqual(['https://booth.example.com'])
  })

  it('defaults to the origin npm start serves, never to an empty list', () => {
    expect(trustedOrigins({})).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
    expect(trustedOrigins({ PORT: '4201', APP_URL: 'not a url' })).toEqual([
      'http://localhost:4201',
      'http://127.0.0.1:4201',
    ])
  })
})

describe('siteOrigin', () => {
  it('is the public site URL, else the served origin', () => {
    expect(siteOrigin({ NEXT_PUBLIC_SERVER_URL: 'https://booth.example.com/x' })).toBe(
      'https://booth.example.com',
    )
    expect(siteOrigin({ PORT: '4000' })).toBe('http://localhost:4000')
  })
})
