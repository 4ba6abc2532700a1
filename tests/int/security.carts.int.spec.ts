import { afterAll, describe, expect, it } from 'vitest'

import { sendCartReminders } from '../../plugins/carts/operations/sendCartReminders'
import { closeSql, send, sql } from '../helpers/hardening'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { localReq, visitorIp } from '../helpers/payments'

afterAll(closeSql)

type Cart = { sessionId: string; cartSecret: string }
const settings = { idleMinutes: 60, maxReminders: 2 }

async function startCart(ip: string): Promise<Cart> {
  const res = await send('/api/cart/start', { body: {}, ip })
  expect(res.status).toBe(201)
  return res.json()
}

const withSecret = (cart: Cart) => ({ 'X-Cart-Secret': cart.cartSecret })

const stepOne = (email: string, firstName = 'Grace') => ({
  firstName,
  lastName: 'Hopper',
  email,
  phone: '(204) 555-0100',
  address: '1 Main St, Winnipeg, MB',
  eventType: 'Birthday',
  guestCount: '40',
  referralSource: 'Google',
})

const idle = (sessionId: string) =>
  sql().query(`UPDATE carts SET last_activity = now() - interval '2 hours' WHERE session_id = $1`, [
    sessionId,
  ])

const email = () =>
  `cart-sec-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.example.com`

describe('issue 26 finding 2: no cart fixation', () => {
  it('refuses cart ids the server did not issue, and reads a cart only with its secret', async () => {
    const ip = visitorIp()
    const chosen = 'attacker-chosen-cart-id-0001'
    const forged = await send('/api/cart/update', { body: { sessionId: chosen, step: 2 }, ip })
    expect(forged.status).toBe(404)
    expect(
      (await sql().query('SELECT 1 FROM carts WHERE session_id = $1', [chosen])).rowCount,
    ).toBe(0)

    const cart = await startCart(ip)
    const info = { sessionId: cart.sessionId, ...stepOne(email()) }
    const saved = await send('/api/cart/customer-info', {
      body: info,
      ip,
      headers: withSecret(cart),
    })
    expect(saved.status).toBe(200)
    // Someone who learned the id (but not the secret) reads and writes nothing.
    const path = `/api/cart/abandoned/${cart.sessionId}`
    for (const headers of [{}, { 'X-Cart-Secret': 'wrong' }] as Record<string, string>[]) {
      expect((await send(path, { ip: visitorIp(), headers })).status).toBe(404)
      const write = await send('/api/cart/update', {
        body: { sessionId: cart.sessionId, firstName: 'Mallory' },
        ip: visitorIp(),
        headers,
      })
      expect(write.status).toBe(404)
    }
    const own = await send(path, { ip, headers: withSecret(cart) })
    expect(own.status).toBe(200)
    expect((await own.json()).data.firstName).toBe('Grace')
    // A bare id in a recover= link opens nothing.
    const adopt = await send('/api/cart/recovered', { body: { recover: cart.sessionId }, ip })
    expect(adopt.status).toBe(404)
  })

  it('a reminder’s signed link opens its cart once, with a new secret', async () => {
    const ip = visitorIp()
    const to = email()
    const cart = await startCart(ip)
    const body = { sessionId: cart.sessionId, ...stepOne(to), step: 3, packageId: 2 }
    expect((await send('/api/cart/update', { body, ip, headers: withSecret(cart) })).status).toBe(
      200,
    )
    await idle(cart.sessionId)
    await sendCartReminders({ req: await localReq(), now: new Date(), settings })
    const mail = await waitForMail(to, /waiting/)
    const recover = decodeURIComponent(/\/booking\?recover=(\S+)/.exec(mail.text)?.[1] ?? '')
    expect(recover.startsWith(`${cart.sessionId}.`)).toBe(true)

    const opened = await send('/api/cart/recovered', { body: { recover }, ip: visitorIp() })
    expect(opened.status).toBe(200)
    const restored = await opened.json()
    expect(restored).toMatchObject({ sessionId: cart.sessionId, step: 3, recovered: true })
    expect(restored.data).toMatchObject({ firstName: 'Grace', packageId: 2 })
    expect(restored.cartSecret).not.toBe(cart.cartSecret)

    const twice = await send('/api/cart/recovered', { body: { recover }, ip: visitorIp() })
    expect(twice.status).toBe(404)
    const path = `/api/cart/abandoned/${cart.sessionId}`
    expect((await send(path, { ip, headers: withSecret(cart) })).status).toBe(404)
    const mine = { 'X-Cart-Secret': restored.cartSecret }
    expect((await send(path, { ip, headers: mine })).status).toBe(200)
    const forgedLink = recover.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    expect((await send('/api/cart/recovered', { body: { recover: forgedLink } })).status).toBe(404)
  })
})

describe('issue 26 finding 10: the cart reminder is no phishing relay', () => {
  it('mails only an address from a completed step 1, with no visitor text but a clean first name', async () => {
    const ip = visitorIp()
    const relayed = email()
    const halfDone = email()
    const a = await startCart(ip)
    const lure = 'Visit http://evil.example/refund or www.evil.example now'
    const res = await send('/api/cart/customer-info', {
      body: { sessionId: a.sessionId, ...stepOne(relayed, lure) },
      ip,
      headers: withSecret(a),
    })
    expect(res.status).toBe(200)
    // Only a name and an address, no completed step: no reminder address at all.
    const b = await startCart(ip)
    const partial = { sessionId: b.sessionId, firstName: 'Visit evil.example', email: halfDone }
    expect(
      (await send('/api/cart/customer-info', { body: partial, ip, headers: withSecret(b) })).status,
    ).toBe(200)
    const stored = await sql().query('SELECT email FROM carts WHERE session_id = $1', [b.sessionId])
    expect(stored.rows[0].email).toBeNull()

    await idle(a.sessionId)
    await idle(b.sessionId)
    await sendCartReminders({ req: await localReq(), now: new Date(), settings })
    const mail = await waitForMail(relayed, /waiting/)
    expect(mail.text).toMatch(/^Hi Visit or, you started booking/m)
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toMatch(/evil|refund/i)
    }
    await new Promise((r) => setTimeout(r, 500))
    expect(readMails().filter((m) => m.to.includes(halfDone))).toHaveLength(0)
  })
})
