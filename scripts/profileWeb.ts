/**
 * Where a first visit's main-thread time goes: a CPU profile of one route's first load in
 * Chromium (CPU slowed 4x, as Lighthouse's mobile run), its long tasks, and the scripts it
 * downloaded (the start-up JS the budget check reads from the manifests, as Chromium saw it).
 *   npx tsx --conditions=production scripts/profileWeb.ts /booking   (BENCH_PORT, SKIP_BUILD=true,
 *   PROFILE_RUNS=3, CPU_RATE=4, PROFILE_ROUTE='/booking/manage' when the path carries a query)
 */
import path from 'node:path'

import { profileFirstLoad } from './lib/audit/profileFirstLoad'
import { routeStartupJs } from './lib/budgets/routeStartupJs'
import { startBenchServer } from './lib/bench/benchServer'
import { loadAverage } from './lib/bench/loadTest'
import { loadEnv } from './lib/env'
import { findChromium } from './lib/findChromium'

loadEnv()
const route = process.argv[2] ?? '/booking'
const chromePath = findChromium()
if (!chromePath) process.exit(1)
const { url, stop } = await startBenchServer(Number(process.env.BENCH_PORT || 3400))
const kib = (n: number) => (n / 1024).toFixed(1)
// The budget check's figure for this route, from the build's manifests, to compare with Chromium.
const pattern = process.env.PROFILE_ROUTE ?? route
const manifest = routeStartupJs(path.resolve('.next')).find((r) => r.route === pattern)
const startup = new Set(manifest?.chunks.map((c) => `/_next/${c.file}`))
try {
  await profileFirstLoad(chromePath, url + route) // warms the server's route cache
  for (let run = 1; run <= Number(process.env.PROFILE_RUNS || 3); run++) {
    const r = await profileFirstLoad(chromePath, url + route, {
      cpuRate: Number(process.env.CPU_RATE || 4),
      nextDir: path.resolve('.next'),
    })
    const js = r.scripts.filter((s) => s.url.startsWith(url))
    const sum = (k: 'raw' | 'gzip') => js.reduce((n, s) => n + s[k], 0)
    const blocking = r.longTasks.reduce((n, t) => n + Math.max(0, t - 50), 0)
    console.log(`\n${route} run ${run}, load average ${loadAverage()}`)
    console.log(
      `  scripts fetched: ${js.length}, ${kib(sum('gzip'))} KiB gzip (${kib(sum('raw'))} raw)`,
    )
    for (const s of js) {
      const at = s.url.replace(url, '')
      console.log(
        `    ${kib(s.gzip).padStart(6)} KiB  ${at}${startup.has(at) ? '  (start-up)' : ''}`,
      )
    }
    const seen = js.filter((s) => startup.has(s.url.replace(url, '')))
    console.log(
      `  start-up per the manifests: ${startup.size} scripts, ${kib(manifest?.gzip ?? 0)} KiB gzip;` +
        ` fetched by Chromium: ${seen.length} of them, ${kib(seen.reduce((n, s) => n + s.gzip, 0))} KiB gzip`,
    )
    console.log(
      `  long tasks: ${r.longTasks.map((t) => Math.round(t)).join(', ') || 'none'} (blocking ${Math.round(blocking)} ms)`,
    )
    console.log(
      '  time per module (ms, inclusive: a sample counts for every module on its stack), top:',
    )
    for (const t of r.top) console.log(`    ${t.ms.toFixed(0).padStart(5)}  ${t.what}`)
  }
} finally {
  await stop()
}
