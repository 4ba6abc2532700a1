import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { apiData, apiDownload, apiRequest, ApiRequestError } from './index'

// A real local HTTP server: each path answers as one kind of server reply does.
const routes: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void> = {
  '/ok': (req, res) => {
    let text = ''
    req.on('data', (c) => (text += c))
    req.on('end', () => {
      res.writeHead(200, { 'Content-Type': 'application/json' })
      res.end(
        JSON.stringify({ method: req.method, type: req.headers['content-type'] ?? null, text }),
      )
    })
  },
  '/empty': (_req, res) => res.writeHead(204).end(),
  '/limited': (_req, res) => {
    res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '30' })
    res.end(JSON.stringify({ code: 'rate_limited', message: 'Too many requests.', errors: [] }))
  },
  '/invalid': (_req, res) => {
    res.writeHead(400, { 'Content-Type': 'application/json' })
    const body = { code: 'invalid_input', message: 'Email is not valid', field: 'email' }
    res.end(JSON.stringify({ ...body, status: 'held', errors: [body] }))
  },
  '/html-error': (_req, res) => res.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad'),
  '/html-ok': (_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>Hi'),
  '/codeless': (_req, res) => res.writeHead(500).end('{"error":"boom"}'),
  '/csv': (_req, res) => {
    res.writeHead(200, { 'Content-Disposition': 'attachment; filename="people.csv"' })
    res.end('a,b\n1,2\n')
  },
}
const server = http.createServer((req, res) => routes[req.url ?? '']?.(req, res))
let base = ''
// Node's fetch needs absolute URLs; the browser resolves the client's relative ones itself.
const local: typeof fetch = (input, init) => fetch(`${base}${String(input)}`, init)

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

describe('apiRequest', () => {
  it('GETs without a body and POSTs a body as JSON', async () => {
    expect(await apiRequest('/ok', { fetch: local })).toEqual({
      ok: true,
      status: 200,
      data: { method: 'GET', type: null, text: '' },
    })
    const posted = await apiRequest<{ method: string; type: string; text: string }>('/ok', {
      body: { a: 1 },
      fetch: local,
    })
    expect(posted).toEqual({
      ok: true,
      status: 200,
      data: { method: 'POST', type: 'application/json', text: '{"a":1}' },
    })
    const put = await apiRequest<{ method: string }>('/ok', {
      method: 'PUT',
      body: {},
      fetch: local,
    })
    expect(put.ok && put.data.method).toBe('PUT')
  })

  it('an empty success is null data', async () => {
    expect(await apiRequest('/empty', { fetch: local })).toEqual({
      ok: true,
      status: 204,
      data: null,
    })
  })

  it('keeps the server’s code, message and field, so 429 and 400 read differently', async () => {
    expect(await apiRequest('/limited', { fetch: local })).toMatchObject({
      ok: false,
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests.',
    })
    const invalid = await apiRequest('/invalid', { body: {}, fetch: local })
    expect(invalid).toMatchObject({
      ok: false,
      status: 400,
      code: 'invalid_input',
      message: 'Email is not valid',
      field: 'email',
      body: { status: 'held' },
    })
  })

  it('an answer that is not the error shape gets a code of its own', async () => {
    expect(await apiRequest('/html-error', { fetch: local })).toEqual({
      ok: false,
      status: 502,
      code: 'invalid_response',
      message: 'Request failed (502)',
    })
    expect(await apiRequest('/codeless', { fetch: local })).toMatchObject({
      status: 500,
      code: 'invalid_response',
    })
    expect(await apiRequest('/html-ok', { fetch: local })).toMatchObject({
      ok: false,
      status: 200,
      code: 'invalid_response',
    })
  })

  it('no answer at all is a network error; a cancelled request says so', async () => {
    const closed = http.createServer()
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((done) => closed.close(() => done()))
    const refused = await apiRequest(`http://127.0.0.1:${port}/ok`)
    expect(refused).toMatchObject({ ok: false, status: 0, code: 'network_error' })
    expect(refused.ok ? '' : refused.message).toMatch(/could not reach the server/i)

    const ctrl = new AbortController()
    ctrl.abort()
    expect(await apiRequest('/ok', { signal: ctrl.signal, fetch: local })).toMatchObject({
      ok: false,
      status: 0,
      code: 'aborted',
    })
  })
})

describe('apiDownload', () => {
  it('returns the file and its suggested name, or the failure', async () => {
    const file = await apiDownload('/csv', { fetch: local })
    expect(file.ok && file.data.filename).toBe('people.csv')
    expect(file.ok && (await file.data.blob.text())).toBe('a,b\n1,2\n')
    expect(await apiDownload('/limited', { fetch: local })).toMatchObject({ code: 'rate_limited' })
  })
})

describe('apiData', () => {
  it('returns the data or throws the failure with its code', async () => {
    expect(await apiData('/empty', { fetch: local })).toBeNull()
    const thrown = await apiData('/limited', { fetch: local }).catch((e: unknown) => e)
    expect(thrown).toBeInstanceOf(ApiRequestError)
    expect((thrown as ApiRequestError).failure.code).toBe('rate_limited')
    expect((thrown as Error).message).toBe('429: Too many requests.')
  })
})
