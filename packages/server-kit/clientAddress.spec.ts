import { describe, expect, it } from 'vitest'

import { PEER_HEADER, clientAddress } from './clientAddress'

const h = (o: Record<string, string>) => new Headers(o)

describe('clientAddress', () => {
  it('is the socket address without TRUST_PROXY, whatever X-Forwarded-For says', () => {
    const headers = h({ [PEER_HEADER]: '::ffff:203.0.113.9', 'x-forwarded-for': '1.2.3.4' })
    expect(clientAddress(headers, { trustProxy: false })).toBe('203.0.113.9')
    expect(clientAddress(h({}), { trustProxy: false })).toBe('unknown')
  })
  it('takes the right-most untrusted hop behind a trusted proxy', () => {
    const headers = h({
      [PEER_HEADER]: '10.0.0.2',
      'x-forwarded-for': '6.6.6.6, 198.51.100.7, 10.0.0.5',
    })
    const opts = { trustProxy: true, trustedProxies: ['10.0.0.5', '10.0.0.2'] }
    expect(clientAddress(headers, opts)).toBe('198.51.100.7') // 6.6.6.6 was sent by the client
  })
  it('falls back to the peer when every hop is a trusted proxy', () => {
    const headers = h({ [PEER_HEADER]: '127.0.0.2', 'x-forwarded-for': '127.0.0.1' })
    expect(clientAddress(headers, { trustProxy: true })).toBe('127.0.0.2')
  })
})
