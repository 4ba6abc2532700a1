import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { bookingBody, customer, dateInDays } from '../helpers/booking'
import { mutatedBody } from '../helpers/fuzzInputs'
import { closeSql, rowCounts, send } from '../helpers/hardening'
import { holdBooking } from '../helpers/payments'
import { baseURL } from '../helpers/payload'

afterAll(closeSql)

type Target = {
  method: 'POST' | 'GET'
  path: string
  base: Record<string, unknown>
  writes?: string
}
const sessionId = 'fuzz-session-0001'
const contact = { name: 'Ada', email: 'ada@example.com', phone: '2045550199', message: 'Hi' }
let held: { id: number; accessToken: string }
const targets = (): Target[] => [
  {
    method: 'POST',
    path: '/api/bookings',
    base: bookingBody({ eventDate: dateInDays(500) }),
    writes: 'bookings',
  },
  { method: 'POST', path: '/api/quote', base: bookingBody({ eventDate: dateInDays(500) }) },
  {
    method: 'GET',
    path: '/api/calendar/availability',
    base: { date: dateInDays(500), time: '12:00' },
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
    base: { token: 'wrong', eventDate: dateInDays(170), eventTime: '09:00' },
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
    base: { sessionId, step: 2, ...customer },
    writes: 'carts',
  },
  {
    method: 'POST',
    path: '/api/cart/customer-info',
    base: { sessionId, firstName: 'Ada' },
    writes: 'carts',
  },
  {
    method: 'POST',
    path: '/api/customer-info',
    base: { sessionId, lastName: 'L' },
    writes: 'carts',
  },
  { method: 'POST', path: '/api/cart/recovered', base: { sessionId } },
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
  if (t.method === 'POST') return send(t.path, { raw: JSON.stringify(body) ?? '' })
  const query = new URLSearchParams()
  if (body && typeof body === 'object')
    for (const [k, v] of Object.entries(body))
      query.set(k, typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))
  return send(`${t.path}?${query}`)
}

describe('fuzzing every public endpoint (fast-check)', () => {
  const accepted: Record<string, number> = {}
  const serverErrors: string[] = []
  let before: Record<string, number>
  let sent = 0
  beforeAll(async () => {
    held = await holdBooking(baseURL(), { eventDate: dateInDays(162), eventTime: '09:00' })
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
        { numRuns: 64, endOnFailure: true },
      )
    }
    expect(serverErrors).toEqual([])
    expect(sent).toBeGreaterThanOrEqual(1000)
  }, 240_000)

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
    for (const t of targets().filter((x) => x.method === 'POST')) {
      for (const raw of raws) {
        const res = await send(t.path, { raw })
        expect([t.path, raw.slice(0, 10), res.status < 500]).toEqual([
          t.path,
          raw.slice(0, 10),
          true,
        ])
      }
      const huge = await send(t.path, {
        raw: JSON.stringify({ ...t.base, notes: 'x'.repeat(1_000_000) }),
      })
      expect([t.path, huge.status]).toEqual([t.path, 413])
      for (const type of [
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        const res = await send(t.path, { raw: 'a=1&b=2', headers: { 'Content-Type': type } })
        expect([t.path, type, res.status < 500]).toEqual([t.path, type, true])
      }
    }
  }, 120_000)

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
