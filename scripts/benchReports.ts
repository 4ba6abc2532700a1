/**
 * The reports benchmark: a fresh database with a year of bookings (BENCH_REPORT_BOOKINGS=2000),
 * then the dashboard's figures (GET /api/reports/summary's operation: every SQL aggregate the
 * page needs, in one request) for that year, timed over BENCH_REPORT_RUNS=30 runs after a warm-up.
 *   npm run bench:reports   (BENCH_PORT picks the embedded database's port: BENCH_PORT + 51100;
 *                            BENCH_EXPLAIN=true prints the plan of a period's document sums)
 * Prints p50/p95/max and the 1/5/15-minute load average; fails above 300 ms at p95.
 */
import os from 'node:os'
import path from 'node:path'

import { createLocalReq } from 'payload'

import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { reportSummary } from '@reports/server'
import { explainPeriodSums, seedReportYear } from './lib/bench/seedReportYear'
import { useDatabase } from './lib/database'
import { dataDir, loadEnv } from './lib/env'
import { closePayload, prepareDatabase } from './lib/prepareDatabase'
import { resetDatabase } from './lib/resetDatabase'

loadEnv()
const bookings = Number(process.env.BENCH_REPORT_BOOKINGS || 2000)
const runs = Number(process.env.BENCH_REPORT_RUNS || 30)
const db = await useDatabase({
  dir: path.join(dataDir, 'bench-reports-postgres'),
  port: Number(process.env.BENCH_PG_PORT || Number(process.env.BENCH_PORT || 3400) + 51100),
  name: 'photobooth_bench_reports',
})
let failed: boolean
try {
  await resetDatabase(db.url)
  Object.assign(process.env, { DATABASE_URL: db.url, PAYLOAD_SECRET: 'bench-secret' })
  const payload = await prepareDatabase({ keepOpen: true })
  const today = todayInZone(new Date(), BUSINESS_TIME_ZONE)
  const year = { from: addDaysToDateString(today, -364), to: today }
  const seeded = Date.now()
  await seedReportYear(db.url, year.from, bookings)
  console.log(
    `Seeded ${bookings} bookings over ${year.from} to ${year.to} in ${Date.now() - seeded} ms`,
  )
  const req = await createLocalReq({}, payload)
  for (let i = 0; i < 3; i++) await reportSummary(req, year)
  const times: number[] = []
  let documents = 0
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    const s = await reportSummary(req, year)
    times.push(performance.now() - start)
    documents = s.current.tax.documents
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')
  console.log(
    `Reports summary for a year (${documents} receipts and credit notes, ${bookings} bookings): ` +
      `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms ` +
      `over ${runs} runs (goal p95 < 300 ms); load average ${load} on ${os.cpus().length} cores, ${new Date().toISOString()}`,
  )
  failed = at(0.95) >= 300
  if (process.env.BENCH_EXPLAIN === 'true') {
    await explainPeriodSums(db.url, year)
    await explainPeriodSums(db.url, { from: addDaysToDateString(today, -30), to: today })
  }
  await closePayload(payload)
} finally {
  await db.stop()
}
process.exit(failed ? 1 : 0)
