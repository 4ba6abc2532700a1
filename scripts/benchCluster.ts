/**
 * One server against three behind HAProxy, in one run on one database: the landing HTML and
 * booking creation (distinct slots), with the load average beside each figure. The load
 * generator runs in a process of its own, so it does not share an event loop with anything.
 *   npm run bench:cluster   (BENCH_PORT for the single server, CLUSTER_PORT (BENCH_PORT + 1) for
 *                            HAProxy and the three servers after it; BENCH_SECONDS,
 *                            BENCH_CONNECTIONS, BENCH_BOOKINGS, SKIP_BUILD=true to reuse .next)
 * On one machine the three servers share its cores: this shows the balancer's cost and that
 * nothing breaks, not the gain of three machines.
 */
import { todayInZone } from '@kernel/time'
import { startBenchServer } from './lib/bench/benchServer'
import type { TargetSpec } from './lib/bench/loadChild'
import { loadInChild } from './lib/bench/loadInChild'
import { resultHeader, resultLine } from './lib/bench/loadTest'
import { overlapProof } from './lib/bench/overlapProof'
import { assertHaproxy } from './lib/cluster/haproxy'
import { startCluster } from './lib/cluster/startCluster'
import { loadEnv } from './lib/env'

loadEnv()
assertHaproxy()
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
  env: {},
  onLine: () => {},
})
const today = todayInZone(new Date(), 'America/Winnipeg')
const landing: TargetSpec = { kind: 'landing' }
try {
  for (const url of [single.url, cluster.url])
    await loadInChild({ url, target: landing, opts: { connections: 1, amount: 20 } })
  console.log(`\n${resultHeader()}`)
  const runs: [string, string, TargetSpec, number | undefined][] = [
    ['one server', single.url, landing, undefined],
    ['3 servers + HAProxy', cluster.url, landing, undefined],
    ['one server', single.url, { kind: 'booking', today, firstOffset: 8 }, bookings],
    [
      '3 servers + HAProxy',
      cluster.url,
      { kind: 'booking', today, firstOffset: 8 + bookings },
      bookings,
    ],
  ]
  for (const [where, url, target, amount] of runs) {
    const opts = amount ? { connections, amount } : { connections, seconds }
    const r = await loadInChild({ url, target, opts })
    console.log(resultLine({ ...r, name: `${r.name} [${where}]` }))
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
