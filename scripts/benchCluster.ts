/**
 * One server against three behind the round-robin proxy, in one run on one database: the landing
 * HTML and booking creation (distinct slots), with the load average beside each figure.
 *   npm run bench:cluster   (BENCH_PORT for the single server, CLUSTER_PORT (BENCH_PORT + 1) for
 *                            the proxy and the three servers after it; BENCH_SECONDS,
 *                            BENCH_CONNECTIONS, BENCH_BOOKINGS, SKIP_BUILD=true to reuse .next)
 * On one machine the three servers share its cores: this shows the proxy's cost and that nothing
 * breaks, not the gain of three machines.
 */
import { todayInZone } from '@kernel/time'
import { bookingTarget } from './lib/bench/benchTargets'
import { startBenchServer } from './lib/bench/benchServer'
import { loadTest, resultHeader, resultLine, type LoadTarget } from './lib/bench/loadTest'
import { overlapProof } from './lib/bench/overlapProof'
import { startCluster } from './lib/cluster/startCluster'
import { loadEnv } from './lib/env'

loadEnv()
const seconds = Number(process.env.BENCH_SECONDS || 10)
const connections = Number(process.env.BENCH_CONNECTIONS || 10)
const bookings = Number(process.env.BENCH_BOOKINGS || 300)
const port = Number(process.env.BENCH_PORT || 3400)
const proxyPort = Number(process.env.CLUSTER_PORT || port + 1)
const single = await startBenchServer(port)
const cluster = await startCluster({
  size: 3,
  proxyPort,
  firstServerPort: proxyPort + 1,
  env: { SHUTDOWN_DRAIN_DELAY_MS: '1500' },
  onLine: () => {},
})
const today = todayInZone(new Date(), 'America/Winnipeg')
const landing: LoadTarget = { name: 'GET / (landing HTML)', method: 'GET', path: () => '/' }
try {
  for (const url of [single.url, cluster.url])
    await loadTest(url, landing, { connections: 1, amount: 20 })
  console.log(`\n${resultHeader()}`)
  const runs: [string, string, LoadTarget, number | undefined][] = [
    ['one server', single.url, landing, undefined],
    ['3 servers + proxy', cluster.url, landing, undefined],
    ['one server', single.url, bookingTarget(today, 8), bookings],
    ['3 servers + proxy', cluster.url, bookingTarget(today, 8 + bookings), bookings],
  ]
  for (const [where, url, target, amount] of runs) {
    const r = await loadTest(
      url,
      target,
      amount ? { connections, amount } : { connections, seconds },
    )
    console.log(resultLine({ ...r, name: `${target.name} [${where}]` }))
  }
  const proof = await overlapProof(single.databaseUrl, today, '2100-01-01')
  console.log(
    `\nBy SQL: ${proof.overlaps} overlapping reservations, ${proof.bookingsWithoutReservation} bookings without a reservation.`,
  )
} finally {
  await cluster.stop()
  await single.stop()
}
process.exit(0)
