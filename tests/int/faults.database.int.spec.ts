import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { bookingBody } from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { api, mainApp } from '../helpers/payments'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('faults.database.int')

// What a visitor sees when PostgreSQL restarts under a burst of bookings: for about a second
// every open connection is cut (mid-transaction for some) and new ones are refused, as during a
// restart. Each request must either book completely or fail with a clear 503, and no booking,
// reservation or payment may be left half-written.
// The controller connects to the maintenance database: a database cannot lock out its own session.
const target = new URL(process.env.DATABASE_URL ?? '')
const db = decodeURIComponent(target.pathname.slice(1))
const control = new pg.Client({
  connectionString: Object.assign(new URL(target), { pathname: '/postgres' }).toString(),
})
afterAll(async () => {
  await control.query(`ALTER DATABASE "${db}" ALLOW_CONNECTIONS true`).catch(() => 0)
  await control.end()
})

async function outage(ms: number) {
  await control.query(`ALTER DATABASE "${db}" ALLOW_CONNECTIONS false`)
  const until = Date.now() + ms
  while (Date.now() < until) {
    await control.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND backend_type = 'client backend'`,
      [db],
    )
    await new Promise((r) => setTimeout(r, 40))
  }
  await control.query(`ALTER DATABASE "${db}" ALLOW_CONNECTIONS true`)
}

describe('PostgreSQL restarting mid-booking', () => {
  it('every request books completely or answers a clear 503; nothing is half-written', async () => {
    await control.connect()
    const stamp = Date.now()
    const bodies = Array.from({ length: 16 }, (_, i) =>
      bookingBody({
        email: `pgdown-${stamp}-${i}@test.example.com`,
        eventDate: ownDays.date(i),
        eventTime: '10:00',
      }),
    )
    const requests = bodies.map(async (body, i) => {
      await new Promise((r) => setTimeout(r, i * 25)) // spread over the outage
      const res = await api(mainApp()).post('/bookings', body)
      return { email: body.email as string, status: res.status, body: await res.json() }
    })
    await new Promise((r) => setTimeout(r, 60))
    await outage(1200)
    const results = await Promise.all(requests)

    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([])
    expect(statuses).toContain(503) // the outage did hit requests in flight
    for (const r of results.filter((x) => x.status === 503))
      expect(r.body).toMatchObject({
        code: 'database_unavailable',
        message: expect.stringMatching(/nothing was saved/i),
      })

    const payload = await testPayload()
    const stored = await payload.find({
      collection: 'bookings',
      where: { email: { like: `pgdown-${stamp}-` } },
      depth: 0,
      limit: 100,
    })
    const booked = results.filter((r) => r.status === 201).map((r) => r.email)
    expect(stored.docs.map((d) => d.email).sort()).toEqual([...booked].sort())
    for (const doc of stored.docs) {
      const reservations = await payload.find({
        collection: 'booth-reservations',
        where: { booking: { equals: doc.id } },
        depth: 0,
      })
      expect([doc.email, reservations.docs.map((r) => r.status)]).toEqual([doc.email, ['held']])
    }

    // After the restart the site books again.
    const after = await api(mainApp()).post(
      '/bookings',
      bookingBody({ email: `pgdown-${stamp}-after@test.example.com`, eventDate: ownDays.date(30) }),
    )
    expect(after.status).toBe(201)
  })
})
