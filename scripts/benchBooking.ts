/**
 * Load benchmark of the booking endpoints next to Payload's own GET /api/packages, on loopback
 * against a production build with its own seeded database. Prints p50/p95 latency and req/s.
 *   npm run bench:booking            (BENCH_SECONDS=10 BENCH_CONNECTIONS=10 BENCH_PORT=3400 by default)
 */
import autocannon from 'autocannon'
import path from 'node:path'

import { addDaysToDateString, BUSINESS_TIME_ZONE, START_TIMES, todayInZone } from '@booking/core'
import { useDatabase } from './lib/database'
import { dataDir, loadEnv } from './lib/env'
import { closePayload, prepareDatabase } from './lib/prepareDatabase'
import { resetDatabase } from './lib/resetDatabase'
import { NEXT_BIN, runNode, stopChild } from './lib/spawnChild'
import { waitForHttp } from './lib/waitForHttp'

loadEnv()
const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
const port = Number(process.env.BENCH_PORT || 3400)
const url = `http://127.0.0.1:${port}`
const db = await useDatabase({
  dir: path.join(dataDir, 'bench-postgres'),
  port: 54349,
  name: 'photobooth_bench',
})
await resetDatabase(db.url)
const env = {
  DATABASE_URL: db.url,
  PAYLOAD_SECRET: 'bench-secret',
  MEDIA_DIR: path.join(dataDir, 'bench-media'),
  ALLOW_DEMO_PAYMENTS: 'true',
}
Object.assign(process.env, env)
await closePayload(await prepareDatabase({ keepOpen: true }))
if (process.env.SKIP_BUILD !== 'true') await runNode([NEXT_BIN, 'build'], env).done
const server = runNode([NEXT_BIN, 'start', '-p', String(port), '-H', '127.0.0.1'], env)

const today = todayInZone(new Date(), BUSINESS_TIME_ZONE)
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]
const randomDate = () => addDaysToDateString(today, 8 + Math.floor(Math.random() * 300))
const quoteBody = () => ({
  packageId: pick([1, 2, 3, 4]),
  eventDate: randomDate(),
  eventTime: pick(START_TIMES),
  selectedAddOns: [1, 2],
  addOnQuantities: '{"1":1}',
  address: pick([
    '1 Main St, Winnipeg, MB',
    '2 Eveline St, Selkirk, MB',
    '3 Main St, Steinbach, MB',
  ]),
  promoCode: 'THANKYOU15',
  paymentType: 'deposit',
})
const bookingBody = () => ({
  ...quoteBody(),
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@example.com',
  phone: '2045550100',
  backdropId: pick([1, 2, 3]),
  eventType: 'Party',
  guestCount: 80,
  referralSource: 'Google',
})

type Target = { name: string; method: 'GET' | 'POST'; path: () => string; body?: () => unknown }
const targets: Target[] = [
  {
    name: 'GET /api/packages (Payload REST)',
    method: 'GET',
    path: () => '/api/packages?limit=10&depth=0',
  },
  {
    name: 'GET /api/calendar/availability',
    method: 'GET',
    path: () =>
      `/api/calendar/availability?date=${randomDate()}&time=${pick(START_TIMES)}&packageName=Classic`,
  },
  { name: 'POST /api/quote', method: 'POST', path: () => '/api/quote', body: quoteBody },
  { name: 'POST /api/bookings', method: 'POST', path: () => '/api/bookings', body: bookingBody },
]

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
try {
  await waitForHttp(`${url}/api/packages?limit=1`, 120_000)
  console.log(
    `\n${seconds}s per endpoint, ${connections} connections, loopback, production build\n`,
  )
  console.log(
    'endpoint'.padEnd(36),
    'req/s'.padStart(8),
    'p50 ms'.padStart(8),
    'p95 ms'.padStart(8),
    'statuses',
  )
  for (const t of targets) {
    const latencies: number[] = []
    const statuses: Record<number, number> = {}
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url,
          connections,
          duration: seconds,
          requests: [
            {
              method: t.method,
              setupRequest: (req) => ({
                ...req,
                path: t.path(),
                headers: { 'content-type': 'application/json' },
                body: t.body ? JSON.stringify(t.body()) : undefined,
              }),
            },
          ],
        },
        (error, res) => (error ? reject(error) : resolve(res)),
      )
      instance.on('response', (_client, status, _bytes, ms) => {
        latencies.push(ms)
        statuses[status] = (statuses[status] ?? 0) + 1
      })
    })
    latencies.sort((a, b) => a - b)
    console.log(
      t.name.padEnd(36),
      result.requests.average.toFixed(1).padStart(8),
      percentile(latencies, 50).toFixed(1).padStart(8),
      percentile(latencies, 95).toFixed(1).padStart(8),
      JSON.stringify(statuses),
    )
  }
} finally {
  await stopChild(server.child)
  await db.stop()
}
process.exit(0)
