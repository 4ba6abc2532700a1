// Who is calling. The connection's address by default; behind a trusted proxy (TRUST_PROXY=true)
// the right-most X-Forwarded-For hop that is not one of our own proxies. A client's own
// X-Forwarded-For is never believed without TRUST_PROXY (see installPeerHeader).
import http from 'node:http'

/** Set by installPeerHeader from the socket on every request, overwriting anything sent. */
export const PEER_HEADER = 'x-server-kit-peer'

const LOOPBACK = ['127.0.0.1', '::1']

const normalize = (a: string) =>
  a
    .trim()
    .replace(/^::ffff:/, '')
    .slice(0, 100)

export type ClientAddressOptions = { trustProxy: boolean; trustedProxies?: string[] }

/** The client's address from request headers (pure: the peer header carries the socket's). */
export function clientAddress(
  headers: { get(name: string): string | null },
  { trustProxy, trustedProxies = LOOPBACK }: ClientAddressOptions,
): string {
  const peer = normalize(headers.get(PEER_HEADER) ?? '')
  if (!trustProxy) return peer || 'unknown'
  const trusted = new Set(trustedProxies.map(normalize))
  const hops = (headers.get('x-forwarded-for') ?? '').split(',').map(normalize).filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) if (!trusted.has(hops[i])) return hops[i]
  return peer || hops[0] || 'unknown'
}

export function clientAddressOptions(env: NodeJS.ProcessEnv = process.env): ClientAddressOptions {
  const list = env.TRUSTED_PROXIES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  return { trustProxy: env.TRUST_PROXY === 'true', trustedProxies: list?.length ? list : LOOPBACK }
}

let installed = false

/**
 * Stamps each incoming request with its socket's address before Next sees it. Without
 * TRUST_PROXY the client's X-Forwarded-For is dropped too, so Next refills it from the socket.
 */
export function installPeerHeader(trustProxy = clientAddressOptions().trustProxy): void {
  if (installed) return
  installed = true
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const req = args[0] as http.IncomingMessage
      req.headers[PEER_HEADER] = req.socket?.remoteAddress ?? ''
      if (!trustProxy) delete req.headers['x-forwarded-for']
    }
    return (emit as (...a: unknown[]) => boolean).apply(this, [event, ...args])
  } as typeof emit
}
