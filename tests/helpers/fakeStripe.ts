import crypto from 'node:crypto'
import http from 'node:http'

// A local stand-in for api.stripe.com, spoken to by the real `stripe` SDK (host/port/protocol
// options). It keeps PaymentIntents and refunds in memory, honours Idempotency-Key as Stripe
// does (a repeat answers the first response with Idempotent-Replayed: true; the same key with
// other parameters is a 400 idempotency_error; keys belong to the account, not a path), and has
// /_control routes for tests to play the customer's bank (succeed, process, fail, and
// pay-on-cancel: the customer's payment lands just before our cancel call, which then fails).

type Intent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  description: string | null
  payment_method: string | null
  payment_method_types: string[]
  last_payment_error: { message: string } | null
  method_type: string
  customer: string | null
  setup_future_usage: string | null
  /** The test card the customer paid with (Stripe's saved-card test numbers decide outcomes). */
  card_number: string
}

// Stripe's saved-card test cards: attaches but declines off-session; authenticates every charge.
const DECLINES_OFF_SESSION = '4000000000000341'
const NEEDS_AUTHENTICATION = '4000002760003184'

export async function startFakeStripe(port: number) {
  const intents = new Map<string, Intent>()
  const refunds: {
    id: string
    object: 'refund'
    amount: number
    payment_intent: string
    status: string
    metadata: Record<string, string>
  }[] = []
  const idempotent = new Map<string, { request: string; status: number; body: string }>()
  const requests: {
    method: string
    path: string
    idempotencyKey: string | null
    replayed: boolean
  }[] = []
  // Intents whose customer pays at the very moment we cancel (the race a test plays).
  const payOnCancel = new Set<string>()
  const id = (prefix: string) => `${prefix}_${crypto.randomBytes(10).toString('hex')}`

  const view = (pi: Intent, expand: boolean) => {
    const { method_type, card_number, ...rest } = pi
    return {
      ...rest,
      payment_method:
        pi.payment_method && expand
          ? {
              id: pi.payment_method,
              object: 'payment_method',
              type: method_type,
              // Stripe's payment method carries the card's brand and last 4 digits.
              ...(method_type === 'card'
                ? { card: { brand: 'visa', last4: card_number.slice(-4) } }
                : {}),
            }
          : pi.payment_method,
    }
  }
  const missing = (what: string) => ({
    status: 404,
    body: {
      error: {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${what}`,
      },
    },
  })

  // An off-session charge of a saved card: the card's test number decides, as at Stripe.
  function chargeOffSession(pi: Intent, paymentMethod: string, expand: boolean) {
    const card = paymentMethod.replace(/^pm_card_/, '')
    pi.payment_method = paymentMethod
    pi.card_number = /^\d{16}$/.test(card) ? card : '4242424242424242'
    const fail = (code: string, message: string) => {
      pi.status = 'requires_payment_method'
      pi.last_payment_error = { message }
      return {
        status: 402,
        body: { error: { type: 'card_error', code, message, payment_intent: view(pi, expand) } },
      }
    }
    if (pi.card_number === DECLINES_OFF_SESSION)
      return fail('card_declined', 'Your card was declined.')
    if (pi.card_number === NEEDS_AUTHENTICATION)
      return fail('authentication_required', 'This payment requires authentication.')
    pi.status = 'succeeded'
    pi.amount_received = pi.amount
    return { status: 200, body: view(pi, expand) }
  }

  function route(
    method: string,
    path: string,
    form: URLSearchParams,
    json: Record<string, unknown>,
    query: URLSearchParams,
  ): { status: number; body: unknown } {
    // The SDK sends expand[0]=payment_method on GETs; accept every spelling Stripe does.
    const expand = [...query, ...form].some(
      ([k, v]) => /^expand\[\d*\]$/.test(k) && v === 'payment_method',
    )
    let m: RegExpMatchArray | null
    if (method === 'POST' && path === '/v1/customers')
      return {
        status: 200,
        body: { id: id('cus'), object: 'customer', email: form.get('email'), metadata: {} },
      }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const metadata: Record<string, string> = {}
      for (const [k, v] of form) {
        const key = /^metadata\[(.+)\]$/.exec(k)?.[1]
        if (key) metadata[key] = v
      }
      const piId = id('pi')
      const pi: Intent = {
        id: piId,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency') ?? 'cad',
        status: 'requires_payment_method',
        client_secret: `${piId}_secret_${crypto.randomBytes(8).toString('hex')}`,
        metadata,
        description: form.get('description'),
        payment_method: null,
        payment_method_types: ['card', 'afterpay_clearpay', 'klarna', 'affirm'],
        last_payment_error: null,
        method_type: 'card',
        customer: form.get('customer'),
        setup_future_usage: form.get('setup_future_usage'),
        card_number: '4242424242424242',
      }
      intents.set(pi.id, pi)
      if (form.get('off_session') === 'true' && form.get('confirm') === 'true')
        return chargeOffSession(pi, form.get('payment_method') ?? '', expand)
      return { status: 200, body: view(pi, false) }
    }
    if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)$/))) {
      const pi = intents.get(m[1])
      if (!pi) return missing(`payment_intent: '${m[1]}'`)
      if (method === 'POST' && form.has('amount')) {
        if (pi.status !== 'requires_payment_method')
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                message: `This PaymentIntent's amount could not be updated because it has a status of ${pi.status}.`,
              },
            },
          }
        pi.amount = Number(form.get('amount'))
      }
      return { status: 200, body: view(pi, expand) }
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/payment_intents\/([^/]+)\/cancel$/))) {
      const pi = intents.get(m[1])
      if (!pi) return missing('payment_intent')
      if (payOnCancel.delete(pi.id)) {
        pi.status = 'succeeded'
        pi.amount_received = pi.amount
        pi.payment_method = id('pm')
      }
      // As Stripe does: money that arrived cannot be cancelled, only refunded.
      if (pi.status === 'succeeded' || pi.status === 'canceled')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: `You cannot cancel this PaymentIntent because it has a status of ${pi.status}.`,
            },
          },
        }
      pi.status = 'canceled'
      return { status: 200, body: view(pi, false) }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = intents.get(form.get('payment_intent') ?? '')
      if (!pi || pi.status !== 'succeeded')
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'This PaymentIntent has not succeeded.',
            },
          },
        }
      const refund = {
        id: id('re'),
        object: 'refund' as const,
        amount: Number(form.get('amount') ?? pi.amount_received),
        payment_intent: pi.id,
        status: 'succeeded',
        metadata: {},
      }
      refunds.push(refund)
      return { status: 200, body: refund }
    }
    // Test controls: the customer's bank.
    if (
      method === 'POST' &&
      (m = path.match(/^\/_control\/payment_intents\/([^/]+)\/(succeed|process|fail)$/))
    ) {
      const pi = intents.get(m[1])
      if (!pi) return missing('payment_intent')
      // A cancelled intent takes no money (the customer's confirmation fails at Stripe).
      if (pi.status === 'canceled')
        return {
          status: 400,
          body: {
            error: { type: 'invalid_request_error', message: 'This PaymentIntent was canceled.' },
          },
        }
      if (m[2] === 'fail') {
        pi.status = 'requires_payment_method'
        pi.last_payment_error = { message: String(json.message ?? 'Your card was declined.') }
      } else {
        pi.status = m[2] === 'succeed' ? 'succeeded' : 'processing'
        pi.amount_received = m[2] === 'succeed' ? Number(json.amount_received ?? pi.amount) : 0
        pi.payment_method = json.card ? `pm_card_${String(json.card)}` : id('pm')
        pi.method_type = String(json.method ?? 'card')
        if (json.card) pi.card_number = String(json.card)
      }
      return { status: 200, body: view(pi, true) }
    }
    if (
      method === 'POST' &&
      (m = path.match(/^\/_control\/payment_intents\/([^/]+)\/pay-on-cancel$/))
    ) {
      if (!intents.has(m[1])) return missing('payment_intent')
      payOnCancel.add(m[1])
      return { status: 200, body: { armed: true } }
    }
    if (method === 'GET' && (m = path.match(/^\/_control\/payment_intents\/([^/]+)$/))) {
      const pi = intents.get(m[1])
      return pi ? { status: 200, body: view(pi, true) } : missing('payment_intent')
    }
    if (method === 'GET' && path === '/_control/refunds') return { status: 200, body: refunds }
    if (method === 'GET' && path === '/_control/intents')
      return { status: 200, body: [...intents.values()].map((pi) => view(pi, false)) }
    if (method === 'GET' && path === '/_control/requests') return { status: 200, body: requests }
    return {
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path})`,
        },
      },
    }
  }

  // Stripe keeps the first answer to a key (24 h) and replays it byte for byte; the same key with
  // other parameters is refused, so a bug that reuses a key is caught rather than charged.
  function idempotentRoute(req: http.IncomingMessage, url: URL, raw: string, key: string | null) {
    const method = req.method ?? 'GET'
    const form = new URLSearchParams(req.headers['content-type']?.includes('json') ? '' : raw)
    let json: Record<string, unknown> = {}
    if (req.headers['content-type']?.includes('json') && raw) json = JSON.parse(raw)
    const run = () => {
      const r = route(method, url.pathname, form, json, url.searchParams)
      return { status: r.status, body: JSON.stringify(r.body) }
    }
    if (!key || method !== 'POST') return { ...run(), replayed: false }
    const request = `${url.pathname}?${raw}`
    const first = idempotent.get(key)
    if (first && first.request !== request)
      return {
        status: 400,
        replayed: false,
        body: JSON.stringify({
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        }),
      }
    if (first) return { status: first.status, body: first.body, replayed: true }
    const result = run()
    if (result.status < 500) idempotent.set(key, { request, ...result })
    return { ...result, replayed: false }
  }

  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null
      const result = idempotentRoute(req, url, raw, key)
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        idempotencyKey: key,
        replayed: result.replayed,
      })
      res.writeHead(result.status, {
        'Content-Type': 'application/json',
        'Request-Id': id('req'),
        ...(result.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
      })
      res.end(result.body)
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
