// A small load balancer for the local cluster: round robin over the servers whose /api/ready
// answers 200, checked every `checkMs`. It shows what a real one does (README, production).
import http from 'node:http'

export type Upstream = { port: number; ready: boolean }
export type ProxyStats = { forwarded: number; retried: number; failed: number }

const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']

function checkReady(upstream: Upstream, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port: upstream.port,
        path: '/api/ready',
        timeout: timeoutMs,
        agent: false,
      },
      (res) => {
        res.resume()
        resolve(res.statusCode === 200)
      },
    )
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(false))
  })
}

export async function startProxy(opts: {
  port: number
  upstreamPorts: number[]
  checkMs?: number
}) {
  const upstreams: Upstream[] = opts.upstreamPorts.map((port) => ({ port, ready: false }))
  const stats: ProxyStats = { forwarded: 0, retried: 0, failed: 0 }
  const checkMs = opts.checkMs ?? 500
  let turn = 0
  const check = () =>
    Promise.all(upstreams.map(async (u) => (u.ready = await checkReady(u, checkMs * 2))))
  const timer = setInterval(() => void check(), checkMs)
  await check()

  const pick = (tried: Set<Upstream>) => {
    const ready = upstreams.filter((u) => u.ready && !tried.has(u))
    return ready.length ? ready[turn++ % ready.length] : undefined
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => forward(Buffer.concat(chunks), new Set()))
    const headers = { ...req.headers }
    for (const h of HOP_HEADERS) delete headers[h]
    const peer = req.socket.remoteAddress ?? ''
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${peer}`
      : peer
    headers['x-forwarded-proto'] ??= 'http'

    function forward(body: Buffer, tried: Set<Upstream>) {
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
        const safe =
          err.code === 'ECONNREFUSED' || (err.code === 'ECONNRESET' && req.method === 'GET')
        if (safe && !res.headersSent) {
          upstream.ready = false
          stats.retried++
          return forward(body, tried)
        }
        stats.failed++
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' })
        res.end('{"ok":false,"code":"bad_gateway"}')
      })
      up.end(body)
    }
  })
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve))
  return {
    upstreams,
    stats,
    stop: () =>
      new Promise<void>((resolve) => {
        clearInterval(timer)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
