import { describe, expect, it } from 'vitest'

import { secureCookies } from './secureCookies'

describe('secureCookies', () => {
  it('marks the session cookie Secure in production, except plain http on this machine', () => {
    expect(secureCookies({ NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: 'https://x.ca' })).toBe(
      true,
    )
    expect(secureCookies({ NODE_ENV: 'production' })).toBe(true)
    expect(secureCookies({ NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: 'http://x.ca' })).toBe(
      true,
    )
    expect(
      secureCookies({ NODE_ENV: 'production', NEXT_PUBLIC_SERVER_URL: 'http://127.0.0.1:3100' }),
    ).toBe(false)
    expect(secureCookies({ NODE_ENV: 'development' })).toBe(false)
  })
})
