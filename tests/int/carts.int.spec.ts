import { describe, expect, it } from 'vitest'

import { bookingBody } from '../helpers/booking'
import { baseURL, testPayload } from '../helpers/payload'
import { visitorIp as visitor } from '../helpers/visitorIp'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('carts.int')

// The cart secrets the server issued, by session id: each call presents its cart's.
const secrets = new Map<string, string>()
const call = (ip: string, method: 'GET' | 'POST', path: string, body?: unknown) => {
  const session =
    (body as { sessionId?: string } | undefined)?.sessionId ?? path.split('/abandoned/')[1]
  const secret = session ? secrets.get(session) : undefined
  return fetch(`${baseURL()}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': ip,
      ...(secret ? { 'X-Cart-Secret': secret } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
}
/** A cart id the server issued (POST /api/cart/start), its secret kept for later calls. */
async function newSession(ip = visitor()) {
  const res = await call(ip, 'POST', '/cart/start', {})
  const { sessionId, cartSecret } = (await res.json()) as { sessionId: string; cartSecret: string }
  secrets.set(sessionId, cartSecret)
  return sessionId
}

describe('cart endpoints', () => {
  it('rejects bad input with 400 and a named field, never 500', async () => {
    const ip = visitor()
    const cases: Array<[string, unknown, string]> = [
      ['/cart/update', {}, 'sessionId'],
      ['/cart/update', { sessionId: 'short' }, 'sessionId'],
      ['/cart/update', { sessionId: 'has spaces in it!' }, 'sessionId'],
      ['/cart/update', { sessionId: 'x'.repeat(101) }, 'sessionId'],
      ['/cart/update', { sessionId: await newSession(), email: 'not-an-email' }, 'email'],
      ['/cart/update', { sessionId: await newSession(), eventDate: '12/25/2030' }, 'eventDate'],
      ['/cart/update', { sessionId: await newSession(), step: 9 }, 'step'],
      ['/cart/update', { sessionId: await newSession(), totalCents: -5 }, 'totalCents'],
      ['/cart/update', { sessionId: await newSession(), totalCents: 12.5 }, 'totalCents'],
      ['/cart/customer-info', { firstName: 'Ada' }, 'sessionId'],
      ['/customer-info', { sessionId: await newSession(), email: 'nope' }, 'email'],
      ['/cart/recovered', { sessionId: 'bad id' }, 'sessionId'],
    ]
    for (const [path, body, field] of cases) {
      const res = await call(ip, 'POST', path, body)
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400)
      expect((await res.json()).field).toBe(field)
    }
    expect((await call(ip, 'POST', '/cart/update', '{not json')).status).toBe(400)
    expect((await call(ip, 'GET', '/cart/abandoned/bad%20id')).status).toBe(400)
  })

  it('upserts one cart per session, merging partial data, and returns only that cart', async () => {
    const ip = visitor()
    const sessionId = await newSession()
    const info = {
      sessionId,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '(204) 555-0100',
      eventType: 'Birthday',
      guestCount: '40',
      referralSource: 'Google',
      // A completed step 1 (address included): only then is the email the cart's contact.
      address: '1 Main St, Winnipeg, MB',
      timestamp: new Date().toISOString(),
    }
    expect((await call(ip, 'POST', '/cart/customer-info', info)).status).toBe(200)
    expect((await call(ip, 'POST', '/customer-info', info)).status).toBe(200)
    expect(
      (
        await call(ip, 'POST', '/cart/update', {
          sessionId,
          step: 2,
          address: '1 Main St, Winnipeg, MB',
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await call(ip, 'POST', '/cart/update', {
          sessionId,
          step: 3,
          packageId: 2,
          eventDate: '2030-06-01',
          eventTime: '14:00',
          totalCents: 29900,
        })
      ).status,
    ).toBe(200)

    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'carts',
      where: { sessionId: { equals: sessionId } },
    })
    expect(docs).toHaveLength(1)
    expect([
      docs[0].email,
      docs[0].guestCount,
      docs[0].packageId,
      docs[0].step,
      docs[0].totalCents,
    ]).toEqual(['grace@example.com', 40, 2, 3, 29900])
    expect(docs[0].customerInfoAt).toBeTruthy()

    const res = await call(ip, 'GET', `/cart/abandoned/${sessionId}`)
    expect(res.status).toBe(200)
    const cart = await res.json()
    expect(cart).toMatchObject({ sessionId, step: 3, recovered: false, converted: false })
    expect(cart.data).toMatchObject({
      firstName: 'Grace',
      address: '1 Main St, Winnipeg, MB',
      packageId: 2,
      eventDate: '2030-06-01',
      eventTime: '14:00',
    })
    expect(Object.keys(cart).sort()).toEqual([
      'converted',
      'data',
      'lastActivity',
      'recovered',
      'sessionId',
      'step',
    ])
  })

  it('accepts exactly what the wizard sends after step 1', async () => {
    const ip = visitor()
    const body = {
      sessionId: await newSession(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '(204) 555-0199',
      address: '100 Main St, Winnipeg, MB',
      eventType: 'Wedding',
      guestCount: '120',
      referralSource: 'Instagram',
      notes: '',
      timestamp: new Date().toISOString(),
    }
    const [a, b] = await Promise.all([
      call(ip, 'POST', '/cart/customer-info', body),
      call(ip, 'POST', '/customer-info', body),
    ])
    expect([a.status, await a.text()]).toEqual([200, expect.any(String)])
    expect([b.status, await b.text()]).toEqual([200, expect.any(String)])
  })

  it('answers 404 for an unknown cart, and marks a known one recovered', async () => {
    const ip = visitor()
    const unknown = await newSession()
    expect((await call(ip, 'GET', `/cart/abandoned/${unknown}`)).status).toBe(404)
    expect((await call(ip, 'POST', '/cart/recovered', { sessionId: unknown })).status).toBe(404)
    const sessionId = await newSession()
    await call(ip, 'POST', '/cart/update', { sessionId, step: 2 })
    expect((await call(ip, 'POST', '/cart/recovered', { sessionId })).status).toBe(200)
    expect((await (await call(ip, 'GET', `/cart/abandoned/${sessionId}`)).json()).recovered).toBe(
      true,
    )
  })

  it('keeps one cart when two first writes race', async () => {
    const ip = visitor()
    const sessionId = await newSession()
    const results = await Promise.all(
      [1, 2, 3].map((step) => call(ip, 'POST', '/cart/update', { sessionId, step })),
    )
    expect(results.map((r) => r.status)).toEqual([200, 200, 200])
    const payload = await testPayload()
    expect(
      (await payload.find({ collection: 'carts', where: { sessionId: { equals: sessionId } } }))
        .totalDocs,
    ).toBe(1)
  })

  it('marks the cart converted when a booking is made with its session id', async () => {
    const ip = visitor()
    const sessionId = await newSession()
    await call(ip, 'POST', '/cart/update', { sessionId, step: 4 })
    const res = await call(
      ip,
      'POST',
      '/bookings',
      bookingBody({ eventDate: ownDays.date(0), eventTime: '09:15', sessionId }),
    )
    expect(res.status).toBe(201)
    const booking = await res.json()
    const cart = await (await call(ip, 'GET', `/cart/abandoned/${sessionId}`)).json()
    expect(cart.converted).toBe(true)
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'carts',
      where: { sessionId: { equals: sessionId } },
      depth: 0,
    })
    expect(docs[0].booking).toBe(booking.id)
  })

  it('limits a flooding client to 120 cart calls a minute (429) without blocking others', async () => {
    const ip = visitor()
    const sessionId = await newSession()
    const statuses: number[] = []
    for (let i = 0; i < 125; i++)
      statuses.push((await call(ip, 'POST', '/cart/update', { sessionId, step: 2 })).status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(120)
    expect(statuses.slice(120)).toEqual([429, 429, 429, 429, 429])
    expect((await call(visitor(), 'POST', '/cart/update', { sessionId, step: 2 })).status).toBe(200)
  })
})
