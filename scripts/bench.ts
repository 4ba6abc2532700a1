/**
 * The project's load benchmark, on loopback against a production build with its own seeded
 * database: the booking endpoints beside Payload's own REST in one run (p50/p95/p99, req/s),
 * the landing HTML, booking creation on distinct slots, and a booking race proven by SQL.
 * First the wizard's first step and the landing in Lighthouse (mobile), median of 5, interleaved.
 *   npm run bench   (BENCH_PORT, BENCH_SECONDS=10, BENCH_CONNECTIONS=10, BENCH_BOOKINGS=600,
 *                    BENCH_RACE=1000, BENCH_LIGHTHOUSE_RUNS=5 (0 skips), SKIP_BUILD=true to reuse .next)
 * Figures depend on the machine's load: the 1/5/15-minute load average is printed beside each.
 */
import { addDaysToDateString } from '@kernel'
import { todayInZone } from '@kernel/time'
import { benchTargets, bookingTarget, raceTarget } from './lib/bench/benchTargets'
import { startBenchServer } from './lib/bench/benchServer'
import { benchLighthouse, lighthouseHeader, lighthouseLine } from './lib/bench/benchLighthouse'
import {
  loadAverage,
  loadTest,
  resultHeader,
  resultLine,
  type LoadResult,
} from './lib/bench/loadTest'
import { overlapProof } from './lib/bench/overlapProof'
import { checkInvariants, countBookings, INVARIANT_RULES } from './lib/invariants'
import { loadEnv } from './lib/env'

loadEnv()
const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
const bookings = Number(process.env.BENCH_BOOKINGS || 600)
const raceRequests = Number(process.env.BENCH_RACE || 1000)
const port = Number(process.env.BENCH_PORT || 3400)
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5)
const { url, databaseUrl, stop, serverPid } = await startBenchServer(port)

const today = todayInZone(new Date(), 'America/Winnipeg')
const results: LoadResult[] = []
let failed = false
try {
  // Before any load: nothing of this run's own is competing for the cores.
  const pages = lighthouseRuns > 0 ? await benchLighthouse(url, lighthouseRuns) : null
  if (pages) {
    console.log(
      `\nLighthouse mobile (simulated throttling, cold cache), median of ${lighthouseRuns}\n`,
    )
    console.log(lighthouseHeader())
    for (const p of pages) console.log(lighthouseLine(p))
  } else if (lighthouseRuns > 0) console.log('\nLighthouse skipped: no Chromium found')

  // Warm every route once so the first figures do not include compilation or cold caches.
  for (const t of benchTargets(today)) await loadTest(url, t, { connections: 1, amount: 20 })
  console.log(`\n${seconds} s per endpoint, loopback, production build\n`)
  console.log(resultHeader())
  for (const t of benchTargets(today)) {
    const r = await loadTest(url, t, { connections, seconds, serverPid })
    results.push(r)
    console.log(resultLine(r))
  }

  // Distinct slots: one date per two bookings (one per booth), from 8 days out.
  const made = await loadTest(url, bookingTarget(today, 8), { connections, amount: bookings })
  console.log(resultLine({ ...made, name: `POST /api/bookings (${bookings} distinct)` }))
  const firstRace = addDaysToDateString(today, 8 + Math.ceil(bookings / 2) + 30)
  const race = await loadTest(url, raceTarget(firstRace, 50), {
    connections: 50,
    amount: raceRequests,
  })
  console.log(resultLine({ ...race, name: `POST /api/bookings race (${raceRequests})` }))
  const proof = await overlapProof(databaseUrl, firstRace, addDaysToDateString(firstRace, 49))
  const won = race.statuses[201] ?? 0
  console.log(
    `\nRace over 50 slots x 2 booths: ${won} created (at most 100), ` +
      `${race.statuses[409] ?? 0} told the slot was taken; by SQL: ${proof.overlaps} overlapping ` +
      `reservations in the whole table, ${proof.reservations} live reservations and ` +
      `${proof.bookings} bookings on the race dates, ${proof.bookingsWithoutReservation} bookings without a reservation.`,
  )
  if (proof.overlaps !== 0 || won > 100 || proof.reservations !== won) failed = true
  const broken = await checkInvariants(databaseUrl)
  console.log(
    `SQL invariants over ${await countBookings(databaseUrl)} bookings: ` +
      (broken.length
        ? `BROKEN ${broken.map((v) => `${v.rule} (${v.rows.length})`).join('; ')}`
        : `all ${INVARIANT_RULES.length} hold`),
  )
  if (broken.length) failed = true
  if (Object.keys(race.statuses).some((s) => Number(s) >= 500)) failed = true

  const rest = results.find((r) => r.name.includes('Payload REST'))
  // The server's CPU per request moves far less with other work on the machine than req/s does.
  const perCpu = (r: LoadResult) =>
    rest?.cpuMs && r.cpuMs
      ? `, ${(rest.cpuMs / r.cpuMs).toFixed(2)}x by server CPU per request`
      : ''
  for (const r of results.filter((x) => /availability|quote|empty Next/.test(x.name)))
    if (rest)
      console.log(
        `${r.name}: ${(r.rps / rest.rps).toFixed(2)}x Payload REST req/s${perCpu(r)}` +
          (r.name.includes('empty')
            ? ' (the ceiling for any route)'
            : ` (goal >= 3), p95 ${r.p95.toFixed(1)} ms (goal <= 25)`) +
          `, load ${loadAverage()}`,
      )
  console.log(
    `Bookings on distinct slots: ${made.rps.toFixed(1)} req/s with ${made.statuses[201] ?? 0}/${bookings} created (goal >= 100/s)`,
  )
} finally {
  await stop()
}
process.exit(failed ? 1 : 0)
