import http from 'node:http'

import type { ProxyStats, Upstream } from './roundRobinProxy'

export const HOP_HEADERS = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
]

export type ForwardContext = {
  req: http.IncomingMessage
  res: http.ServerResponse
  headers: http.IncomingHttpHeaders
  stats: ProxyStats
  pick: (tried: Set<Upstream>) => Upstream | undefined
}

/** Sends one buffered request to the next ready server, trying another when that is safe. */
export function forwardRequest(ctx: ForwardContext, body: Buffer, tried: Set<Upstream>) {
  const { req, res, headers, stats, pick } = ctx
  const upstream = pick(tried)
  if (!upstream) {
    stats.failed++
    res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' })
    return res.end('{"ok":false,"code":"no_server_ready"}')
  }
  tried.add(upstream)
  // One connection per request: a server that closes never strands a reused socket.
  const up = http.request(
    {
      host: '127.0.0.1',
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers,
      agent: false,
    },
    (upRes) => {
      stats.forwarded++
      const out = { ...upRes.headers }
      for (const h of HOP_HEADERS) delete out[h]
      out['x-upstream'] = String(upstream.port) // which server answered (tests, debugging)
      res.writeHead(upRes.statusCode ?? 502, out)
      upRes.pipe(res)
    },
  )
  up.on('error', (err: NodeJS.ErrnoException) => {
    // Refused: the request never reached that server, so another may take it, whatever
    // the method. A reset mid-request is retried only for reads.
    const safe = err.code === 'ECONNREFUSED' || (err.code === 'ECONNRESET' && req.method === 'GET')
    if (safe && !res.headersSent) {
      upstream.ready = false
      stats.retried++
      return forwardRequest(ctx, body, tried)
    }
    stats.failed++
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' })
    res.end('{"ok":false,"code":"bad_gateway"}')
  })
  up.end(body)
}
