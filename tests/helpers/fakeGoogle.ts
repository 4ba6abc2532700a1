import http from 'node:http'

import { controlFake, listenLocal } from './fakeHttp'

// A local stand-in for Google's OAuth token endpoint, Calendar (freeBusy, events) and Sheets,
// spoken to by the real @googleapis/* clients and google-auth-library (rootUrl and token URL
// point here). /_control routes let tests add busy blocks, expire or revoke tokens, fail the
// next write after storing it, or take the whole service down.

type Event = { id: string; start: string; end: string; summary: string; deleted: boolean }

export type FakeGoogleState = {
  events: Record<string, Event[]>
  busy: Record<string, { start: string; end: string }[]>
  sheets: Record<string, string[][]>
  refreshes: number
  writes: number
  authCodes: number
}

export async function startFakeGoogle(port: number) {
  let s: FakeGoogleState & {
    valid: Set<string>
    revoked: Set<string>
    down: boolean
    failAfterWrite: number
    n: number
  }
  const reset = () =>
    (s = {
      events: {},
      busy: {},
      sheets: {},
      refreshes: 0,
      writes: 0,
      authCodes: 0,
      valid: new Set(),
      revoked: new Set(),
      down: false,
      failAfterWrite: 0,
      n: 0,
    })
  reset()
  const issue = () => {
    const token = `at-${++s.n}`
    s.valid.add(token)
    return token
  }

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const url = new URL(req.url ?? '/', 'http://x')
    const send = (status: number, body?: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(body === undefined ? '' : JSON.stringify(body))
    }
    const json = () => (raw ? JSON.parse(raw) : {})
    const path = url.pathname

    if (path.startsWith('/_control/')) {
      const body = json()
      if (path === '/_control/reset') reset()
      if (path === '/_control/set') Object.assign(s, body)
      if (path === '/_control/busy') s.busy[body.calendar] = body.blocks
      if (path === '/_control/expire') s.valid.clear()
      if (path === '/_control/revoke') s.revoked.add(body.refreshToken)
      const { valid: _v, revoked: _r, ...state } = s
      return send(200, state)
    }
    if (s.down) return send(503, { error: { code: 503, message: 'Backend Error' } })

    // The consent screen: the test user always agrees and is sent back with a code.
    if (path === '/o/oauth2/v2/auth') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '')
      back.searchParams.set('code', 'good-code')
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      res.writeHead(302, { Location: back.toString() })
      return res.end()
    }
    if (path === '/token' && req.method === 'POST') {
      const form = new URLSearchParams(raw)
      if (form.get('grant_type') === 'authorization_code') {
        if (form.get('code') !== 'good-code')
          return send(400, { error: 'invalid_grant', error_description: 'Bad code' })
        s.authCodes++
        return send(200, {
          access_token: issue(),
          refresh_token: `rt-${s.n}`,
          expires_in: 3600,
          token_type: 'Bearer',
          scope: 'calendar spreadsheets',
        })
      }
      const refresh = form.get('refresh_token') ?? ''
      if (s.revoked.has(refresh))
        return send(400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        })
      s.refreshes++
      return send(200, { access_token: issue(), expires_in: 3600, token_type: 'Bearer' })
    }
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '')
    if (!s.valid.has(bearer))
      return send(401, {
        error: { code: 401, message: 'Invalid Credentials', status: 'UNAUTHENTICATED' },
      })

    if (path === '/calendar/v3/freeBusy' && req.method === 'POST') {
      const body = json()
      const calendars: Record<string, unknown> = {}
      for (const { id } of body.items as { id: string }[]) {
        const blocks = [
          ...(s.busy[id] ?? []),
          ...(s.events[id] ?? [])
            .filter((e) => !e.deleted)
            .map((e) => ({ start: e.start, end: e.end })),
        ].filter((b) => b.start < body.timeMax && b.end > body.timeMin)
        calendars[id] = { busy: blocks }
      }
      return send(200, {
        kind: 'calendar#freeBusy',
        timeMin: body.timeMin,
        timeMax: body.timeMax,
        calendars,
      })
    }
    const ev = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path)
    if (ev) {
      const cal = decodeURIComponent(ev[1])
      const list = (s.events[cal] ??= [])
      const found = ev[2] ? list.find((e) => e.id === ev[2]) : undefined
      if (req.method === 'POST') {
        const body = json()
        if (list.some((e) => e.id === body.id))
          return send(409, {
            error: { code: 409, message: 'The requested identifier already exists.' },
          })
        list.push({
          id: body.id,
          start: body.start.dateTime,
          end: body.end.dateTime,
          summary: body.summary,
          deleted: false,
        })
        s.writes++
        if (s.failAfterWrite > 0) {
          s.failAfterWrite--
          return send(503, { error: { code: 503, message: 'Backend Error' } })
        }
        return send(200, { id: body.id, status: 'confirmed' })
      }
      if (!found) return send(404, { error: { code: 404, message: 'Not Found' } })
      if (req.method === 'PUT') {
        const body = json()
        Object.assign(found, {
          start: body.start.dateTime,
          end: body.end.dateTime,
          summary: body.summary,
          deleted: false,
        })
        s.writes++
        return send(200, { id: found.id, status: 'confirmed' })
      }
      if (req.method === 'DELETE') {
        if (found.deleted)
          return send(410, { error: { code: 410, message: 'Resource has been deleted' } })
        found.deleted = true
        return send(204)
      }
    }
    if (path === '/v4/spreadsheets' && req.method === 'POST') {
      const id = `sheet-${++s.n}`
      s.sheets[id] = []
      return send(200, {
        spreadsheetId: id,
        spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${id}/edit`,
      })
    }
    const append = /^\/v4\/spreadsheets\/([^/]+)\/values\/([^/]+):append$/.exec(path)
    if (append && req.method === 'POST') {
      const rows = s.sheets[append[1]]
      if (!rows)
        return send(404, { error: { code: 404, message: 'Requested entity was not found.' } })
      rows.push(...(json().values as string[][]))
      return send(200, { spreadsheetId: append[1], updates: { updatedRows: rows.length } })
    }
    send(404, { error: { code: 404, message: `fake google: no route ${req.method} ${path}` } })
  })
  return listenLocal(server, port)
}

/** Tests (in any process) drive the shared fake through its control routes. */
export const googleControl = (what: string, body: unknown = {}) =>
  controlFake<FakeGoogleState>('FAKE_GOOGLE_URL', what, body)
