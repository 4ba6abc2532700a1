// Three production servers behind HAProxy on the test database (scripts/lib/cluster): what
// several app servers must agree on, proven through the load balancer.
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { overlapProof } from '../../scripts/lib/bench/overlapProof'
import { startCluster, type Cluster } from '../../scripts/lib/cluster/startCluster'
import { bookingBody, dateInDays } from '../helpers/booking'
import { readMails } from '../helpers/mailCapture'
import { staffAuth } from '../helpers/payload'
import { api, holdBooking, mainApp } from '../helpers/payments'
import { visitorIp } from '../helpers/visitorIp'

const PROXY_PORT = Number(
  process.env.TEST_CLUSTER_PORT || Number(process.env.TEST_PORT || 3100) + 50,
)
const sql = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
const logs: { server: number; line: string; at: number }[] = []
let cluster: Cluster
// Days no other file books (the others use up to 655, 689, 690 and 700): the evening and the
// limit test on 656–677, the reminders' holds on 701–703, the rolling restart's load on 704–723.
const offset = 656
const HOLD_DAY = 701
const LOAD_DAY = 704
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function startPayment(b: { id: number; accessToken: string }, paymentType: string) {
  const res = await api(mainApp()).post('/create-payment-intent', {
    bookingId: b.id,
    token: b.accessToken,
    paymentType,
  })
  expect(res.status).toBe(200)
  return res.json()
}

const errorLines = (since: number) =>
  logs.filter((l) => l.at >= since && /"level":"(error|fatal)"/.test(l.line))

beforeAll(async () => {
  cluster = await startCluster({
    size: 3,
    proxyPort: PROXY_PORT,
    firstServerPort: PROXY_PORT + 1,
    statsPort: PROXY_PORT + 10,
    env: {
      JOBS_AUTORUN: 'true',
      JOBS_AUTORUN_CRON: '*/2 * * * * *', // every queue every 2 s, so a test waits seconds
      DATABASE_POOL_MAX: '8', // 3 servers beside the harness's two, under max_connections
      SHUTDOWN_DRAIN_DELAY_MS: '4500', // HAProxy's 1 s check interval plus its 3 s timeout, and a margin
      TRUST_PROXY: 'true',
    },
    onLine: (server, line) => logs.push({ server, line, at: Date.now() }),
  })
}, 240_000)

afterAll(async () => {
  await cluster?.stop()
  await sql.end()
}, 120_000)

const viaProxy = (ip = visitorIp()) => api(cluster.url, ip)

describe('three servers behind the proxy', () => {
  it('take simultaneous bookings for one evening without an overlap, and count one client on all', async () => {
    const date = dateInDays(offset)
    const times = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30']
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        viaProxy().post('/bookings', bookingBody({ eventDate: date, eventTime: times[i % 6] })),
      ),
    )
    const statuses = results.map((r) => r.status)
    const servedBy = new Set(results.map((r) => r.headers.get('x-upstream')))
    expect(statuses.filter((s) => s !== 201 && s !== 409)).toEqual([])
    expect(servedBy.size).toBe(3)
    const proof = await overlapProof(process.env.DATABASE_URL!, date, date)
    expect(proof.overlaps).toBe(0)
    expect(proof.bookingsWithoutReservation).toBe(0)
    expect(proof.reservations).toBe(statuses.filter((s) => s === 201).length)
    expect(proof.reservations).toBeGreaterThan(0)

    // One client, 21 bookings over the three servers: the 21st is refused by the shared count.
    const ip = visitorIp()
    const codes: string[] = []
    for (let i = 0; i < 21; i++) {
      const res = await viaProxy(ip).post(
        '/bookings',
        bookingBody({ eventDate: dateInDays(offset + 1 + i), eventTime: '10:00' }),
      )
      codes.push(res.status === 201 ? 'created' : (await res.json()).code)
    }
    expect(codes.slice(0, 5)).toEqual(Array(5).fill('created'))
    expect(codes.slice(5, 20)).toEqual(Array(15).fill('too_many_holds'))
    expect(codes[20]).toBe('rate_limited')
  })

  it('show a price edited on one server on every server within 5 s, and the landing stays static', async () => {
    const { headers } = await staffAuth('admin')
    const server = (i: number) => `http://127.0.0.1:${cluster.servers[i].port}`
    const pkg = await (await fetch(`${server(0)}/api/packages/2?depth=0`, { headers })).json()
    const price = Number(pkg.price) + 13
    for (let i = 0; i < 3; i++) await fetch(`${server(i)}/`) // each has the old page cached
    const edit = (value: number) =>
      fetch(`${server(0)}/api/packages/2`, {
        method: 'PATCH',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ price: value }),
      })
    try {
      expect((await edit(price)).status).toBe(200)
      const edited = Date.now()
      const shown = new RegExp(`data-testid="package-price">\\$${price}<`)
      for (let i = 0; i < 3; i++) {
        while (!shown.test(await (await fetch(`${server(i)}/`)).text())) {
          expect(Date.now() - edited).toBeLessThan(5000)
          await sleep(100)
        }
      }
      const again = await fetch(`${server(2)}/`)
      expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
    } finally {
      await edit(Number(pkg.price))
    }
  })

  it('queue a scheduled run once and send each due balance reminder exactly once', async () => {
    // Each server's scheduler ran every 2 s since start: one waiting run, not three.
    const waiting = async () =>
      (
        await sql.query(
          `select id from payload_jobs where task_slug = 'sendBalanceReminders'
             and completed_at is null and has_error is not true`,
        )
      ).rows.map((r) => r.id as number)
    // Polled: between a run finishing and the schedule queueing the next, none waits for a moment
    // (on a loaded machine, once for over 10 s and once, in a fresh clone's CI, for over 20 s).
    await expect.poll(async () => (await waiting()).length, { timeout: 60_000 }).toBe(1)

    const due: string[] = []
    for (let i = 0; i < 3; i++) {
      const b = await holdBooking(mainApp(), { eventDate: dateInDays(HOLD_DAY + i) })
      const intent = await startPayment(b, 'deposit')
      await api(mainApp()).post('/demo-payments/confirm', {
        paymentIntentId: intent.paymentIntentId,
        clientSecret: intent.clientSecret,
      })
      await api(mainApp()).post('/confirm-booking', {
        bookingId: b.id,
        paymentIntentId: intent.paymentIntentId,
      })
      due.push(b.email)
      // The balance falls due tomorrow: within the reminder's window.
      await sql.query(`update bookings set balance_due_date = $1 where id = $2`, [
        dateInDays(1),
        b.id,
      ])
    }
    const since = Date.now()
    const [job] = await waiting()
    // The run's time has come: every server's runner sees it at its next tick.
    await sql.query(
      `update payload_jobs set wait_until = now() - interval '1 second' where id = $1`,
      [job],
    )
    // A completed job is deleted (deleteJobOnComplete); a failed one would stay, marked.
    const deadline = Date.now() + 20_000
    while ((await sql.query('select 1 from payload_jobs where id = $1', [job])).rowCount) {
      expect(Date.now()).toBeLessThan(deadline)
      await sleep(250)
    }
    await sleep(4000) // two more ticks of every runner: nothing may send again
    const reminders = readMails().filter((m) => /Balance of/.test(m.subject))
    for (const email of due) expect(reminders.filter((m) => m.to.includes(email))).toHaveLength(1)
    expect(errorLines(since)).toEqual([])
  })

  it('fail readiness at once on SIGTERM while still accepting, then drain and exit 0', async () => {
    const since = Date.now()
    const s = cluster.servers[2]
    s.child.kill('SIGTERM')
    // The signal lands within a moment; meanwhile the server must keep answering.
    let ready: Response | undefined
    for (let i = 0; i < 20 && ready?.status !== 503; i++) {
      if (i) await sleep(25)
      ready = await fetch(`http://127.0.0.1:${s.port}/api/ready`, {
        headers: { 'x-request-id': `ready-check-000${i}` },
      })
    }
    expect(ready!.status).toBe(503)
    expect(ready!.headers.get('x-request-id')).toMatch(/^ready-check-000\d+$/)
    expect(await ready!.json()).toEqual({ ok: false })
    expect(await s.done).toBe(0)
    await expect(fetch(`http://127.0.0.1:${s.port}/api/health`)).rejects.toThrow()
    // Its log: JSON lines, the readiness change carrying the id of the request that saw it.
    const lines = logs.filter((l) => l.server === 2 && l.at >= since).map((l) => l.line)
    const parsed = lines.map((l) => JSON.parse(l) as Record<string, string>)
    const draining = parsed.find((l) => l.msg === 'readiness: draining')
    expect(draining).toMatchObject({
      level: 'warn',
      requestId: expect.stringMatching(/^(ready-check-000\d+|proxy-check-\d+)$/),
    })
    expect(parsed.filter((l) => l.msg?.startsWith('[shutdown]')).length).toBeGreaterThanOrEqual(2)
    await cluster.restart(2)
  })

  it('restart every server in turn under booking and browsing load without one failed request', async () => {
    const since = Date.now()
    const failures: string[] = []
    const created: number[] = []
    let stop = false
    let n = 0
    const worker = async () => {
      while (!stop) {
        const i = n++
        try {
          if (i % 2) {
            const res = await fetch(`${cluster.url}/`)
            await res.text()
            if (res.status !== 200) failures.push(`GET / ${res.status}`)
          } else {
            const res = await viaProxy().post(
              '/bookings',
              bookingBody({
                eventDate: dateInDays(LOAD_DAY + (i % 20)),
                eventTime: i % 4 ? '10:00' : '18:00',
              }),
            )
            const body = await res.json()
            if (res.status === 201) created.push(body.id)
            else if (res.status !== 409) failures.push(`POST /bookings ${res.status} ${body.code}`)
          }
        } catch (error) {
          failures.push(String(error))
        }
      }
    }
    const workers = Array.from({ length: 4 }, worker)
    const exits: number[] = []
    for (let i = 0; i < 3; i++) exits.push(await cluster.restart(i))
    stop = true
    await Promise.all(workers)
    expect(exits).toEqual([0, 0, 0])
    expect(failures).toEqual([])
    const proxyStats = await cluster.proxy.stats()
    expect(proxyStats.failed).toBe(0)
    expect(created.length).toBeGreaterThan(0)
    // Every booking made is whole: a live reservation, and a hold while unpaid.
    const orphans = await sql.query(
      `select count(*)::int as n from bookings k where k.id = any($1::int[]) and (
         not exists (select 1 from booth_reservations r where r.booking_id = k.id and r.status in ('held','confirmed'))
         or (k.status = 'pending_payment' and k.hold_expires_at is null))`,
      [created],
    )
    expect(orphans.rows[0].n).toBe(0)
    expect(errorLines(since)).toEqual([])
  })

  it('give every request an id, or keep a well-formed one the caller sent', async () => {
    const kept = await fetch(`${cluster.url}/api/health`, {
      headers: { 'x-request-id': 'lb-trace-0001' },
    })
    expect(kept.headers.get('x-request-id')).toBe('lb-trace-0001')
    const replaced = await fetch(`${cluster.url}/`, { headers: { 'x-request-id': 'bad id' } })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it("show HAProxy's stats page on its local port, and each server's readiness to the health check", async () => {
    const page = await fetch(`${cluster.proxy.statsUrl};csv`)
    expect(page.status).toBe(200)
    const up = (await page.text()).split('\n').filter((l) => /^app,app\d,.*,UP,/.test(l))
    expect(up).toHaveLength(3)
    // HAProxy's checks reached every server's /api/ready, which each recorded (health_servers).
    const ports = cluster.servers.map((s) => `:${s.port}`)
    const rows = await sql.query(
      `select server from health_servers where reason is null and ready_at > now() - interval '2 minutes'`,
    )
    for (const port of ports) expect(rows.rows.some((r) => r.server.endsWith(port))).toBe(true)
  })
})
