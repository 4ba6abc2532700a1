import crypto from 'node:crypto'
import http from 'node:http'

import { controlFake, listenLocal } from './fakeHttp'

// A local stand-in for api.twilio.com's Messages resource, reached by the real `twilio` SDK
// through TWILIO_API_BASE. Basic auth must match the test account; "To" numbers ending in 0000
// are invalid (21211), numbers in `stopped` have replied STOP (21610), and /_control/set
// { down: true } makes it answer 503 like an outage.

export type FakeSms = { sid: string; to: string; from: string; body: string; callback: string }
export type FakeTwilioState = { messages: FakeSms[]; stopped: string[]; down: boolean }

export const FAKE_TWILIO_SID = 'AC00000000000000000000000000000test'
export const FAKE_TWILIO_TOKEN = 'fake-twilio-auth-token-local'

export async function startFakeTwilio(port: number) {
  let s: FakeTwilioState = { messages: [], stopped: [], down: false }
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const raw = Buffer.concat(chunks).toString('utf8')
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' })
      res.end(JSON.stringify(data))
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path.startsWith('/_control/')) {
      const body = raw ? JSON.parse(raw) : {}
      if (path === '/_control/reset') s = { messages: [], stopped: [], down: false }
      if (path === '/_control/set') Object.assign(s, body)
      return send(200, s)
    }
    const auth = Buffer.from(`${FAKE_TWILIO_SID}:${FAKE_TWILIO_TOKEN}`).toString('base64')
    if (req.headers.authorization !== `Basic ${auth}`)
      return send(401, { code: 20003, message: 'Authenticate', status: 401 })
    if (s.down) return send(503, { code: 20500, message: 'Service unavailable', status: 503 })
    const m = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path)
    if (!m || req.method !== 'POST') return send(404, { code: 20404, message: 'Not found' })
    const form = new URLSearchParams(raw)
    const to = form.get('To') ?? ''
    if (!/^\+\d{8,15}$/.test(to) || to.endsWith('0000'))
      return send(400, { code: 21211, message: `The 'To' number ${to} is not valid.`, status: 400 })
    if (s.stopped.includes(to))
      return send(400, { code: 21610, message: 'Attempt to send to unsubscribed recipient' })
    // Random like Twilio's: a counter restarts with the state, and /sms/status finds rows by sid.
    const sid = `SM${crypto.randomBytes(16).toString('hex')}`
    const msg = {
      sid,
      to,
      from: form.get('From') ?? form.get('MessagingServiceSid') ?? '',
      body: form.get('Body') ?? '',
      callback: form.get('StatusCallback') ?? '',
    }
    s.messages.push(msg)
    const segments = Math.ceil(msg.body.length / 160) || 1
    send(201, { ...msg, account_sid: m[1], status: 'queued', num_segments: String(segments) })
  })
  return listenLocal(server, port)
}

export const twilioControl = (what: 'state' | 'reset' | 'set', body: unknown = {}) =>
  controlFake<FakeTwilioState>('FAKE_TWILIO_URL', what, body)
