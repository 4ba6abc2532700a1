// A small load balancer for the local cluster: round robin over the servers whose /api/ready
// answers 200, checked every `checkMs`. It shows what a real one does (README, production).
import http from 'node:http'

import { forwardRequest, HOP_HEADERS } from './forwardRequest'

export type Upstream = { port: number; ready: boolean }
export type ProxyStats = { forwarded: number; retried: number; failed: number }

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
    req.on('end', () => forwardRequest(ctx, Buffer.concat(chunks), new Set()))
    const headers = { ...req.headers }
    for (const h of HOP_HEADERS) delete headers[h]
    const peer = req.socket.remoteAddress ?? ''
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${headers['x-forwarded-for']}, ${peer}`
      : peer
    headers['x-forwarded-proto'] ??= 'http'

    const ctx = { req, res, headers, stats, pick }
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
