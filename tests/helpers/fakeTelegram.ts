import http from 'node:http'

import { controlFake, listenLocal } from './fakeHttp'

// A local stand-in for api.telegram.org's Bot API (sendMessage, setWebhook), reached by the
// app's plain fetch through TELEGRAM_API_BASE. Tokens containing "bad" are refused, chat "404"
// does not exist, and /_control/set { down: true } makes it answer 502 like an outage.

export type FakeTelegramState = {
  messages: { token: string; chat_id: string; text: string }[]
  webhooks: { url: string; secret_token: string }[]
  down: boolean
}

export async function startFakeTelegram(port: number) {
  let s: FakeTelegramState = { messages: [], webhooks: [], down: false }
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : {}
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(data))
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === '/_control/reset') s = { messages: [], webhooks: [], down: false }
    if (path === '/_control/set') Object.assign(s, body)
    if (path.startsWith('/_control/')) return send(200, s)
    if (s.down) return send(502, { ok: false, error_code: 502, description: 'Bad Gateway' })
    const m = /^\/bot([^/]+)\/(\w+)$/.exec(path)
    if (!m) return send(404, { ok: false, error_code: 404, description: 'Not Found' })
    const token = decodeURIComponent(m[1])
    if (token.includes('bad'))
      return send(401, { ok: false, error_code: 401, description: 'Unauthorized' })
    if (m[2] === 'sendMessage') {
      if (String(body.chat_id) === '404')
        return send(400, { ok: false, error_code: 400, description: 'Bad Request: chat not found' })
      s.messages.push({ token, chat_id: String(body.chat_id), text: String(body.text) })
      return send(200, { ok: true, result: { message_id: s.messages.length } })
    }
    if (m[2] === 'setWebhook') {
      s.webhooks.push({ url: body.url, secret_token: body.secret_token })
      return send(200, { ok: true, result: true })
    }
    send(404, { ok: false, error_code: 404, description: 'Not Found: method not found' })
  })
  return listenLocal(server, port)
}

export const telegramControl = (what: 'state' | 'reset' | 'set', body: unknown = {}) =>
  controlFake<FakeTelegramState>('FAKE_TELEGRAM_URL', what, body)
