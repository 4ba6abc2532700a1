import crypto from 'node:crypto'

import { afterAll, describe, expect, it } from 'vitest'

import { closeSql, send, sql } from '../helpers/hardening'
import { holdBooking, visitorIp } from '../helpers/payments'
import { baseURL, staffAuth, testPayload } from '../helpers/payload'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('hardening.session.int')

afterAll(closeSql)

const login = (email: string, password: string, ip: string) =>
  send('/api/users/login', { body: { email, password }, ip })

describe('admin sessions', () => {
  it('throttles password guessing per client without locking the owner out', async () => {
    const owner = await staffAuth('admin')
    const attacker = visitorIp()
    const answers = []
    for (let i = 0; i < 10; i++)
      answers.push((await login(owner.email, 'wrong-password', attacker)).status)
    expect(answers).toEqual(Array(10).fill(401))
    const blocked = await login(owner.email, owner.password, attacker)
    expect(blocked.status).toBe(429)
    // The owner, from their own connection, signs in at once: no lockout.
    const ok = await login(owner.email, owner.password, visitorIp())
    expect(ok.status).toBe(200)
    expect(ok.headers.get('set-cookie')).toMatch(/HttpOnly/i)
    expect(ok.headers.get('set-cookie')).toMatch(/SameSite=Lax/i)
  })

  it('answers unknown and known accounts the same way', async () => {
    const known = await staffAuth()
    const ip = visitorIp()
    const a = await login(known.email, 'wrong-password', ip)
    const b = await login(`nobody-${Date.now()}@test.example.com`, 'wrong-password', ip)
    expect([a.status, await a.json()]).toEqual([b.status, await b.json()])
    const forgotKnown = await send('/api/users/forgot-password', { body: { email: known.email } })
    const forgotUnknown = await send('/api/users/forgot-password', {
      body: { email: `nobody-${Date.now()}@test.example.com` },
    })
    expect([forgotKnown.status, await forgotKnown.json()]).toEqual([
      forgotUnknown.status,
      await forgotUnknown.json(),
    ])
  })

  it('throttles forgot-password per account, so an inbox cannot be flooded', async () => {
    const staff = await staffAuth()
    const statuses = []
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await send('/api/users/forgot-password', { body: { email: staff.email } })).status,
      )
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('ignores the session cookie on a cross-site request (csrf allow-list)', async () => {
    const staff = await staffAuth()
    const res = await login(staff.email, staff.password, visitorIp())
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]
    const { user } = await res.json()
    const patch = (origin: string, name: string) =>
      send(`/api/users/${user.id}`, {
        method: 'PATCH',
        body: { name },
        headers: { Cookie: cookie, Origin: origin },
      })
    expect((await patch('https://evil.test', 'Evil')).status).toBe(403)
    expect((await patch(new URL(baseURL()).origin, 'Own site')).status).toBe(200)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'users', id: user.id })).name).toBe('Own site')
  })

  it('keeps GET /api/bookings/count for staff and refuses it to visitors', async () => {
    const staff = await staffAuth()
    const res = await send('/api/bookings/count', { headers: staff.headers })
    const { totalDocs } = await res.json()
    const rows = Number((await sql().query('SELECT count(*) FROM bookings')).rows[0].count)
    expect([res.status, totalDocs]).toEqual([200, rows])
    expect((await send('/api/bookings/count')).status).toBe(401)
  })
})

describe('booking tokens', () => {
  it('stores only the SHA-256 of the token', async () => {
    const b = await holdBooking(baseURL(), { eventDate: ownDays.date(0), eventTime: '09:00' })
    const row = (await sql().query('SELECT access_token FROM bookings WHERE id = $1', [b.id]))
      .rows[0]
    expect(row.access_token).toBe(crypto.createHash('sha256').update(b.accessToken).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(b.accessToken)
    const owner = await send(`/api/bookings/${b.id}?token=${b.accessToken}`)
    expect([owner.status, (await owner.json()).email]).toEqual([200, b.email])
    const byHash = await send(`/api/bookings/${b.id}?token=${row.access_token}`)
    expect(byHash.status).toBe(404)
  })
})

describe('newsletter', () => {
  it('answers the same for new and existing addresses and never re-subscribes an opt-out', async () => {
    const email = `optout-${Date.now()}@example.com`
    const payload = await testPayload()
    await payload.create({
      collection: 'subscribers',
      data: { email, unsubscribed: true, source: 'blog' },
    })
    const again = await send('/api/newsletter/subscribe', { body: { email } })
    const fresh = await send('/api/newsletter/subscribe', { body: { email: `new-${email}` } })
    expect([again.status, await again.json()]).toEqual([fresh.status, await fresh.json()])
    const { docs } = await payload.find({
      collection: 'subscribers',
      where: { email: { equals: email } },
    })
    expect(docs.map((d) => d.unsubscribed)).toEqual([true])
  })
})
