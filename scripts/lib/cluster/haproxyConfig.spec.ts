import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { haproxyConfig, MIN_DRAIN_DELAY_MS } from './haproxyConfig'
import { productionHaproxyConfig } from './productionHaproxy'

const local = {
  servers: ['127.0.0.1:3001', '127.0.0.1:3002'],
  bind: '127.0.0.1:3000',
  drainDelayMs: 5000,
  shutdownTimeoutMs: 20_000,
  statsSocket: '/tmp/admin.sock',
}

describe('haproxyConfig', () => {
  it('is what deploy/haproxy.cfg holds (regenerate: npm run -s haproxy:config > deploy/haproxy.cfg)', () => {
    const committed = fs.readFileSync(
      path.join(import.meta.dirname, '../../../deploy/haproxy.cfg'),
      'utf8',
    )
    expect(productionHaproxyConfig({})).toBe(committed)
  })

  it('checks /api/ready every second, out after one failure, back after two', () => {
    const cfg = haproxyConfig(local)
    expect(cfg).toContain('option httpchk GET /api/ready')
    expect(cfg).toContain('http-check expect status 200')
    expect(cfg).toContain('default-server inter 1s fall 1 rise 2')
    expect(cfg).toContain('server app2 127.0.0.1:3002 check')
  })

  it("forwards the client, the scheme and a request id, keeping a caller's id", () => {
    const cfg = haproxyConfig(local)
    expect(cfg).toContain('option forwardfor')
    expect(cfg).toContain('http-request set-header X-Forwarded-Proto http')
    expect(cfg).toContain(
      'http-request set-header X-Request-Id %[unique-id] unless { req.hdr(x-request-id) -m found }',
    )
    const tls = haproxyConfig({ ...local, tls: { bind: ':443', pem: '/x.pem' } })
    expect(tls).toContain('http-request set-header X-Forwarded-Proto https')
  })

  it('refuses a drain shorter than HAProxy takes to notice, and never times out a draining request', () => {
    expect(() => haproxyConfig({ ...local, drainDelayMs: MIN_DRAIN_DELAY_MS - 1 })).toThrow(
      /SHUTDOWN_DRAIN_DELAY_MS/,
    )
    expect(haproxyConfig({ ...local, shutdownTimeoutMs: 60_000 })).toContain('timeout server 65s')
    expect(haproxyConfig(local)).not.toContain('X-Upstream')
  })

  it('serves the stats page and its Prometheus metrics on a local address only when asked', () => {
    expect(haproxyConfig(local)).not.toContain('frontend stats')
    const cfg = haproxyConfig({ ...local, statsBind: '127.0.0.1:8404' })
    expect(cfg).toMatch(/frontend stats\n {4}bind 127\.0\.0\.1:8404\n/)
    expect(cfg).toContain('    stats uri /')
    expect(cfg).toContain('http-request use-service prometheus-exporter if { path /metrics }')
    expect(productionHaproxyConfig({})).toContain('    bind 127.0.0.1:8404')
    expect(productionHaproxyConfig({ HAPROXY_STATS_BIND: '10.0.0.1:9000' })).toContain(
      '    bind 10.0.0.1:9000',
    )
  })
})
