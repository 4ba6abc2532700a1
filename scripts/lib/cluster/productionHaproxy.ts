import { haproxyConfig } from './haproxyConfig'

const list = (value: string | undefined, fallback: string) =>
  (value || fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

/** The production HAProxy configuration from the environment (defaults: deploy/haproxy.cfg). */
export function productionHaproxyConfig(env: Record<string, string | undefined>): string {
  const pem = env.HAPROXY_TLS_PEM ?? '/etc/haproxy/site.pem'
  return haproxyConfig({
    servers: list(env.HAPROXY_SERVERS, 'app1:3000,app2:3000,app3:3000'),
    bind: env.HAPROXY_BIND || ':80',
    tls: pem ? { bind: env.HAPROXY_TLS_BIND || ':443', pem } : undefined,
    drainDelayMs: Number(env.SHUTDOWN_DRAIN_DELAY_MS || 5000),
    shutdownTimeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS || 20_000),
    statsSocket: '/run/haproxy/admin.sock',
    statsBind: env.HAPROXY_STATS_BIND || '127.0.0.1:8404',
    log: '/dev/log local0',
  })
}
