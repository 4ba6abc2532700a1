import { describe, expect, it } from 'vitest'

import { configuredOrigin, siteOrigin, trustedOrigins } from './siteOrigin'

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

describe('configuredOrigin', () => {
  it('is the site URL, else APP_URL, else null (never a guessed localhost)', () => {
    expect(
      configuredOrigin({ NEXT_PUBLIC_SERVER_URL: 'https://a.ca/', APP_URL: 'https://b.ca' }),
    ).toBe('https://a.ca')
    expect(configuredOrigin({ APP_URL: 'https://b.ca/x' })).toBe('https://b.ca')
    expect(configuredOrigin({ NEXT_PUBLIC_SERVER_URL: 'not a url', PORT: '4000' })).toBeNull()
  })

  it('makes siteOrigin honour APP_URL when the public URL is unset', () => {
    expect(siteOrigin({ APP_URL: 'https://b.ca/', PORT: '4000' })).toBe('https://b.ca')
  })
})
