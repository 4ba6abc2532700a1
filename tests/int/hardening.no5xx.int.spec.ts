import { afterAll, describe, expect, it } from 'vitest'

import { chatVisitor } from '../helpers/chat'
import { closeSql, send } from '../helpers/hardening'
import { staffAuth } from '../helpers/payload'

afterAll(closeSql)

const NUL = 'a\u0000b'

/** Status of each request, for one readable comparison against the expected 4xx. */
async function statuses(requests: [string, Promise<Response>][]) {
  const out: Record<string, number> = {}
  for (const [name, pending] of requests) {
    const res = await pending
    await res.arrayBuffer()
    out[name] = res.status
  }
  return out
}

describe('issue 26 finding 9: every reported 5xx is now a 4xx', () => {
  it('the manage page with an id beyond the integer range is the plain 404', async () => {
    const res = await send('/booking/manage?booking_id=2147483648&token=x')
    expect(res.status).toBe(404)
    const nul = await send('/booking/manage?booking_id=1&token=a%00b')
    expect(nul.status).toBe(404)
  })

  it('NUL bytes in the chat endpoints and the payment error log are 400s naming the field', async () => {
    const visitor = chatVisitor()
    await visitor.start()
    const cases: [string, Promise<Response>, string][] = [
      [
        'start-session',
        visitor.call('POST', '/chat/start-session', { customerName: NUL }),
        'customerName',
      ],
      [
        'send-message',
        visitor.call('POST', '/chat/send-message', {
          sessionId: visitor.state.sessionId,
          message: NUL,
        }),
        'message',
      ],
      [
        'send-message sessionId',
        visitor.call('POST', '/chat/send-message', { sessionId: NUL, message: 'hi' }),
        'sessionId',
      ],
      [
        'session contact',
        visitor.call('PUT', `/chat/session/${visitor.state.sessionId}`, {
          customerName: NUL,
          customerEmail: 'a@b.ca',
        }),
        'customerName',
      ],
      ['session id', visitor.call('GET', '/chat/session/a%00b/messages'), 'id'],
      [
        'payment-error-log context',
        send('/api/payment-error-log', { body: { error: 'x', context: { step: NUL } } }),
        'context.step',
      ],
    ]
    for (const [name, pending, field] of cases) {
      const res = await pending
      const body = await res.json()
      expect([name, res.status, body.field]).toEqual([name, 400, field])
      expect(body.message).toMatch(/not allowed/)
    }
  })

  it('Payload’s REST answers 404/400 for ids no row can have, on every public collection', async () => {
    const requests: [string, Promise<Response>][] = []
    for (const c of ['packages', 'posts', 'pages', 'media', 'faqs']) {
      requests.push([`${c}/abc`, send(`/api/${c}/abc`)])
      requests.push([`${c}/2147483648`, send(`/api/${c}/2147483648`)])
      requests.push([`${c} where id`, send(`/api/${c}?where[id][equals]=2147483648`)])
      requests.push([`${c} where NUL`, send(`/api/${c}?where[id][equals]=1%00`)])
    }
    requests.push([
      'packages paging where overflow',
      send('/api/packages?limit=9007199254740992&page=9007199254740992'),
    ])
    requests.push(['packages where like on a date', send('/api/packages?where[createdAt][like]=5')])
    const got = await statuses(requests)
    const want = Object.fromEntries(
      Object.keys(got).map((k) => [k, k.includes('where') ? 400 : 404]),
    )
    expect(got).toEqual(want)
  })

  it('staff routes with an id beyond the integer range are 404s', async () => {
    const { headers } = await staffAuth('staff')
    const get = (path: string) => send(path, { headers })
    const post = (path: string, body: unknown = {}) => send(path, { headers, body })
    const got = await statuses([
      ['GET cancellation', get('/api/bookings/99999999999/cancellation')],
      ['GET cancel', get('/api/bookings/99999999999/cancel')],
      ['GET payments', get('/api/bookings/99999999999/payments')],
      ['GET resend-confirmation', get('/api/bookings/99999999999/resend-confirmation')],
      ['POST cancel', post('/api/bookings/99999999999/cancel')],
      [
        'POST payments',
        post('/api/bookings/99999999999/payments', { method: 'cash', amountCents: 100 }),
      ],
      ['POST resend-confirmation', post('/api/bookings/99999999999/resend-confirmation')],
      ['POST new-link', post('/api/bookings/99999999999/new-link')],
      ['POST payment-link', post('/api/bookings/99999999999/payment-link')],
      ['POST outbox resend', post('/api/outbox/99999999999/resend')],
      ['GET outbox', get('/api/outbox/99999999999')],
    ])
    expect(got).toEqual(Object.fromEntries(Object.keys(got).map((k) => [k, 404])))
  })

  it('NUL in a staff cancel reason or offline payment note is refused before anything runs', async () => {
    const { headers } = await staffAuth('staff')
    const cancel = await send('/api/bookings/1/cancel', {
      headers,
      body: { refundCents: 0, reason: NUL },
    })
    const pay = await send('/api/bookings/1/payments', {
      headers,
      body: { method: 'cash', amountCents: 100, note: NUL },
    })
    expect([cancel.status, (await cancel.json()).field]).toEqual([400, 'reason'])
    expect([pay.status, (await pay.json()).field]).toEqual([400, 'note'])
  })

  it('non-JSON bodies to Payload’s PATCH and POST are 4xx', async () => {
    const { headers } = await staffAuth('admin')
    const got = await statuses([
      [
        'PATCH text',
        send('/api/faqs/1', {
          method: 'PATCH',
          raw: 'hello',
          headers: { ...headers, 'Content-Type': 'text/plain' },
        }),
      ],
      [
        'POST text',
        send('/api/faqs', { raw: 'hello', headers: { ...headers, 'Content-Type': 'text/plain' } }),
      ],
      ['PATCH bad JSON', send('/api/faqs/1', { method: 'PATCH', raw: '{bad', headers })],
      ['POST bad JSON', send('/api/faqs', { raw: '{bad', headers })],
      ['PATCH NUL', send('/api/faqs/1', { method: 'PATCH', body: { question: NUL }, headers })],
      ['PATCH true', send('/api/faqs/1', { method: 'PATCH', raw: 'true', headers })],
      ['POST array', send('/api/faqs', { raw: '[1]', headers })],
      [
        'PATCH id',
        send('/api/faqs/2147483648', { method: 'PATCH', body: { question: 'x' }, headers }),
      ],
      ['DELETE id', send('/api/faqs/abc', { method: 'DELETE', headers })],
    ])
    for (const [name, status] of Object.entries(got))
      expect([name, status >= 400 && status < 500]).toEqual([name, true])
    expect(got['PATCH text']).toBe(415)
    expect(got['PATCH NUL']).toBe(400)
    expect(got['PATCH id']).toBe(404)
    expect([got['PATCH true'], got['POST array']]).toEqual([400, 400])
  })

  it('the Google callback with a non-ASCII state, and payload-migrations, are 4xx', async () => {
    const { headers } = await staffAuth('admin')
    const callback = await send('/api/auth/google/callback?state=aaa%C3%A9', {
      headers: { ...headers, Cookie: 'google_oauth_state=aaaa' },
    })
    expect(callback.status).toBe(302)
    expect(callback.headers.get('location')).toContain('error=oauth_state')
    const migrations = await send('/api/payload-migrations', { headers })
    expect(migrations.status).toBe(404)
  })
})
