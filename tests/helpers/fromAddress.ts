import http from 'node:http'

import { baseURL } from './payload'

export type Reply = {
  status: number
  headers: http.IncomingHttpHeaders
  body: Record<string, unknown>
}

/**
 * A request from a real loopback address (127.0.0.2, 127.0.0.3, ...): a separate client as the
 * server sees its socket, with no X-Forwarded-For to spoof anything.
 */
export function fromAddress(
  localAddress: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Reply> {
  const url = new URL(`/api${path}`, baseURL())
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress,
        headers: payload ? { 'Content-Type': 'application/json' } : {},
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (c) => (text += c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : {},
          }),
        )
      },
    )
    req.on('error', reject)
    req.end(payload)
  })
}
