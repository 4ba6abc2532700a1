import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingBody, customer } from '../helpers/booking'
import { chatVisitor } from '../helpers/chat'
import { encodeBytes, hostileQueryValue, mutatedBody } from '../helpers/fuzzInputs'
import { closeSql, rowCounts, send } from '../helpers/hardening'
import { holdBooking } from '../helpers/payments'
import { baseURL, staffAuth } from '../helpers/payload'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('hardening.fuzz.int')

afterAll(closeSql)

type Target = {
  method: 'POST' | 'GET' | 'PUT'
  path: string
  base: Record<string, unknown>
  writes?: string
  /** A cart secret, a chat token or a staff session: reach past the access check. */
  headers?: Record<string, string>
  runs?: number
}
const contact = { name: 'Ada', email: 'ada@example.com', phone: '2045550199', message: 'Hi' }
let held: { id: number; accessToken: string }
let staffHeld: { id: number }
let cart: { sessionId: string; cartSecret: string }
let chat: { sessionId: string; token: string }
let staff: Record<string, string>
const targets = (): Target[] => [...publicTargets(), ...chatTargets(), ...staffTargets()]

// Issue 26: the chat widget's endpoints, with a real session's token.
const chatTargets = (): Target[] =>
  [
    { method: 'POST', path: '/api/chat/start-session', base: { customerName: 'Ada' } },
    {
      method: 'POST',
      path: '/api/chat/send-message',
      base: { sessionId: chat.sessionId, message: 'Hi', isFromCustomer: true },
    },
    {
      method: 'PUT',
      path: `/api/chat/session/${chat.sessionId}`,
      base: { customerName: 'Ada', customerEmail: 'ada@example.com' },
    },
    { method: 'GET', path: `/api/chat/session/${chat.sessionId}/messages`, base: {} },
    { method: 'POST', path: '/api/chat/bot-response', base: { message: 'How much is Classic?' } },
  ].map((t) => ({ ...t, headers: { 'X-Chat-Token': chat.token }, runs: 32 }) as Target)

// Issue 26: staff actions, with a staff session, on a booking of their own.
const staffTargets = (): Target[] =>
  [
    {
      method: 'POST',
      path: `/api/bookings/${staffHeld.id}/payments`,
      base: { method: 'cash', amountCents: 100, note: 'fuzz' },
      writes: 'payments',
    },
    {
      method: 'POST',
      path: `/api/bookings/${staffHeld.id}/reschedule`,
      base: { eventDate: ownDays.date(28), eventTime: '09:00' },
    },
    { method: 'GET', path: `/api/bookings/${staffHeld.id}/cancellation`, base: {} },
    // A booking that is not there: the body is validated all the same, and nothing is refunded.
    {
      method: 'POST',
      path: '/api/bookings/2147483000/cancel',
      base: { refundCents: 0, reason: 'x' },
    },
    {
      method: 'POST',
      path: '/api/admin/send-message',
      base: { sessionId: chat.sessionId, message: 'Hi' },
    },
    { method: 'GET', path: '/api/admin/chat-messages', base: { sessionId: chat.sessionId } },
  ].map((t) => ({ ...t, headers: staff, runs: 32 }) as Target)

const publicTargets = (): Target[] => [
  {
    method: 'POST',
    path: '/api/bookings',
    base: bookingBody({ eventDate: ownDays.date(18) }),
    writes: 'bookings',
  },
  { method: 'POST', path: '/api/quote', base: bookingBody({ eventDate: ownDays.date(18) }) },
  {
    method: 'GET',
    path: '/api/calendar/availability',
    base: { date: ownDays.date(18), time: '12:00' },
  },
  { method: 'GET', path: '/api/address-search', base: { query: 'Main St, Selkirk' } },
  {
    method: 'POST',
    path: '/api/create-payment-intent',
    base: { bookingId: held.id, token: held.accessToken },
    writes: 'payments',
  },
  {
    method: 'POST',
    path: '/api/confirm-booking',
    base: { bookingId: held.id, paymentIntentId: 'pi_fuzz' },
  },
  {
    method: 'POST',
    path: '/api/demo-payments/confirm',
    base: { paymentIntentId: 'pi_fuzz', clientSecret: 'x' },
  },
  { method: 'POST', path: `/api/bookings/${held.id}/accept-terms`, base: { token: 'wrong' } },
  { method: 'POST', path: `/api/bookings/${held.id}/manage/cancel`, base: { token: 'wrong' } },
  {
    method: 'POST',
    path: `/api/bookings/${held.id}/manage/reschedule`,
    base: { token: 'wrong', eventDate: ownDays.date(8), eventTime: '09:00' },
  },
  {
    method: 'POST',
    path: `/api/bookings/${held.id}/manage/details`,
    base: { token: 'wrong', venueContactName: 'Jo', powerNearby: 'yes', access: 'ground' },
  },
  {
    method: 'POST',
    path: `/api/bookings/${held.id}/manage/modify/quote`,
    base: { token: 'wrong', addOns: [{ addOnId: 1, quantity: 1 }] },
  },
  {
    method: 'POST',
    path: `/api/bookings/${held.id}/manage/modify`,
    base: { token: 'wrong', backdropId: 2, version: 'v', expectedTotalCents: 100 },
  },
  {
    method: 'POST',
    path: '/api/payment-error-log',
    base: { error: 'fuzz', step: 'pay' },
    writes: 'payment_error_logs',
  },
  {
    method: 'POST',
    path: '/api/cart/update',
    base: { sessionId: cart.sessionId, step: 2, ...customer },
    writes: 'carts',
    headers: { 'X-Cart-Secret': cart.cartSecret },
  },
  {
    method: 'POST',
    path: '/api/cart/customer-info',
    base: { sessionId: cart.sessionId, firstName: 'Ada' },
    writes: 'carts',
    headers: { 'X-Cart-Secret': cart.cartSecret },
  },
  {
    method: 'POST',
    path: '/api/customer-info',
    base: { sessionId: cart.sessionId, lastName: 'L' },
    writes: 'carts',
    headers: { 'X-Cart-Secret': cart.cartSecret },
  },
  {
    method: 'POST',
    path: '/api/cart/recovered',
    base: { sessionId: cart.sessionId },
    headers: { 'X-Cart-Secret': cart.cartSecret },
  },
  { method: 'POST', path: '/api/cart/recovered', base: { recover: `${cart.sessionId}.1.x` } },
  { method: 'POST', path: '/api/contact', base: contact, writes: 'inquiries' },
  {
    method: 'POST',
    path: '/api/contact/accommodation-request',
    base: contact,
    writes: 'inquiries',
  },
  { method: 'POST', path: '/api/accommodation-request', base: contact, writes: 'inquiries' },
  {
    method: 'POST',
    path: '/api/newsletter/subscribe',
    base: { email: 'fuzz@example.com' },
    writes: 'subscribers',
  },
]
const TABLES = ['bookings', 'payments', 'payment_error_logs', 'carts', 'inquiries', 'subscribers']

const call = (t: Target, body: unknown) => {
  if (t.method !== 'GET')
    return send(t.path, { method: t.method, raw: JSON.stringify(body) ?? '', headers: t.headers })
  const query = new URLSearchParams()
  if (body && typeof body === 'object')
    for (const [k, v] of Object.entries(body))
      query.set(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))
  return send(`${t.path}?${query}`, { headers: t.headers })
}

describe('fuzzing every public endpoint (fast-check)', () => {
  const accepted: Record<string, number> = {}
  const serverErrors: string[] = []
  let before: Record<string, number>
  let sent = 0
  beforeAll(async () => {
    held = await holdBooking(baseURL(), { eventDate: ownDays.date(0), eventTime: '09:00' })
    staffHeld = await holdBooking(baseURL(), { eventDate: ownDays.date(1), eventTime: '09:00' })
    cart = await (await send('/api/cart/start', { body: {} })).json()
    const visitor = chatVisitor()
    chat = await visitor.start()
    staff = (await staffAuth('staff')).headers
    before = await rowCounts(TABLES)
  })

  it('never answers 5xx to 1,000+ generated bodies', async () => {
    for (const t of targets()) {
      await fc.assert(
        fc.asyncProperty(mutatedBody(t.base), async (body) => {
          const res = await call(t, body)
          sent++
          await res.arrayBuffer()
          if (res.status >= 500)
            serverErrors.push(`${res.status} ${t.path} ${JSON.stringify(body)?.slice(0, 300)}`)
          if (res.ok && t.writes) accepted[t.writes] = (accepted[t.writes] ?? 0) + 1
          return res.status < 500
        }),
        { numRuns: t.runs ?? 64, endOnFailure: true },
      )
    }
    expect(serverErrors).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(1500)
  }, 360_000)

  // Issue 34: staff routes read ids and numbers through the one strict parser, as customer ones do.
  it('staff routes: hex, padded, exponent and array ids name no booking; string numbers are refused', async () => {
    const id = staffHeld.id
    const loose = [
      `0x${id.toString(16)}`,
      `%20${id}`,
      `${id}%20`,
      `%2B${id}`,
      `0${id}`,
      `%5B${id}%5D`,
    ]
    const actions: [string, string, unknown][] = [
      ['POST', 'payments', { method: 'cash', amountCents: 100 }],
      ['POST', 'reschedule', { eventDate: ownDays.date(28), eventTime: '09:00' }],
      ['POST', 'cancel', {}],
      ['GET', 'cancellation', undefined],
      ['POST', 'modification/quote', { backdropId: 2 }],
      ['POST', 'modify', { backdropId: 2, version: 'v', expectedTotalCents: 100 }],
      ['POST', 'resend-confirmation', {}],
      ['POST', 'payment-link', {}],
    ]
    const got: string[] = []
    for (const path of loose)
      for (const [method, action, body] of actions) {
        const res = await send(`/api/bookings/${path}/${action}`, {
          method,
          headers: staff,
          ...(body === undefined ? {} : { raw: JSON.stringify(body) }),
        })
        await res.arrayBuffer()
        if (res.status !== 404) got.push(`${res.status} ${method} ${path}/${action}`)
      }
    const bodies: [string, unknown][] = [
      ['payments', { method: 'cash', amountCents: '100' }],
      ['payments', { method: 'cash', amountCents: '0x64' }],
      ['payments', { method: 'cash', amountCents: [100] }],
      ['modify', { packageId: [3], version: 'v', expectedTotalCents: 100 }],
      ['modify', { packageId: '0x3', version: 'v', expectedTotalCents: 100 }],
      [
        'modify',
        { addOns: [{ addOnId: 1, quantity: '0x2' }], version: 'v', expectedTotalCents: 1 },
      ],
      ['modify', { addOns: [{ addOnId: 1, quantity: '2' }], version: 'v', expectedTotalCents: 1 }],
      ['modify', { backdropId: 2, version: 'v', expectedTotalCents: '100' }],
      ['modification/quote', { addOns: [{ addOnId: [1], quantity: 1 }] }],
      ['cancel', { refundCents: '0x10', reason: 'fuzz' }],
    ]
    for (const [action, body] of bodies) {
      const res = await send(`/api/bookings/${id}/${action}`, {
        method: 'POST',
        headers: staff,
        raw: JSON.stringify(body),
      })
      const code = ((await res.json()) as { code?: string }).code
      if (res.status !== 400 || code !== 'invalid_input')
        got.push(`${res.status} ${code} ${action} ${JSON.stringify(body)}`)
    }
    expect(got).toEqual([])
  })

  it('never answers 5xx to malformed JSON, huge bodies and wrong content types', async () => {
    const raws = [
      '{',
      '{"a":',
      'null',
      '[]',
      '"x"',
      '1',
      '\u0000',
      '{"a":"\\ud800"}',
      '['.repeat(3000),
    ]
    for (const t of targets().filter((x) => x.method !== 'GET')) {
      for (const raw of raws) {
        const res = await send(t.path, { method: t.method, raw, headers: t.headers })
        expect([t.path, raw.slice(0, 10), res.status < 500]).toEqual([
          t.path,
          raw.slice(0, 10),
          true,
        ])
      }
      const huge = await send(t.path, {
        method: t.method,
        raw: JSON.stringify({ ...t.base, notes: 'x'.repeat(1_000_000) }),
        headers: t.headers,
      })
      expect([t.path, huge.status]).toEqual([t.path, 413])
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await send(t.path, {
          method: t.method,
          raw: 'a=1&b=2',
          headers: { ...t.headers, 'Content-Type': type },
        })
        // Issue 26: JSON endpoints refuse every other body type (no CSRF by a simple request).
        expect([t.path, type, res.status]).toEqual([t.path, type, 415])
      }
    }
  }, 120_000)

  it('Payload’s REST never answers 5xx to hostile ids, where values or bodies (issue 26)', async () => {
    const admin = await staffAuth('admin')
    const me = (await (await send('/api/users/me', { headers: admin.headers })).json()) as {
      user: { id: number }
    }
    const collections = [
      'packages',
      'posts',
      'pages',
      'media',
      'faqs',
      'bookings',
      'outbox',
      'carts',
    ]
    const fields = ['id', 'slug', 'booking', 'email', 'createdAt', 'price', 'status']
    const operators = ['equals', 'not_equals', 'in', 'not_in', 'like', 'greater_than', 'exists']
    const statuses: string[] = []
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...collections),
        fc.constantFrom(...fields),
        fc.constantFrom(...operators),
        hostileQueryValue,
        async (c, field, op, value) => {
          const v = encodeBytes(value)
          const paths = [
            `/api/${c}/${v}`,
            `/api/${c}?where[${field}][${op}]=${v}`,
            `/api/${c}?sort=${v}&limit=${v}&page=${v}&depth=${v}`,
          ]
          for (const path of paths) {
            const res = await send(path, { headers: staff })
            await res.arrayBuffer()
            if (res.status >= 500) statuses.push(`${res.status} ${path}`)
          }
          return statuses.length === 0
        },
      ),
      { numRuns: 150, endOnFailure: true },
    )
    await fc.assert(
      fc.asyncProperty(mutatedBody({ name: 'Fuzz Admin' }), async (body) => {
        const res = await send(`/api/users/${me.user.id}`, {
          method: 'PATCH',
          raw: JSON.stringify(body) ?? '',
          headers: admin.headers,
        })
        await res.arrayBuffer()
        if (res.status >= 500) statuses.push(`${res.status} PATCH ${JSON.stringify(body)}`)
        return res.status < 500
      }),
      { numRuns: 48, endOnFailure: true },
    )
    expect(statuses).toEqual([])
  }, 240_000)

  it('stores no row from a rejected request (counts through SQL)', async () => {
    const after = await rowCounts(TABLES)
    for (const table of TABLES) {
      const grew = after[table] - before[table]
      // Bookings, inquiries and error logs store exactly one row per accepted request;
      // carts, subscribers and payments upsert, so at most one.
      if (['bookings', 'inquiries', 'payment_error_logs'].includes(table))
        expect([table, grew]).toEqual([table, accepted[table] ?? 0])
      else expect([table, grew <= (accepted[table] ?? 0)]).toEqual([table, true])
    }
  })
})
