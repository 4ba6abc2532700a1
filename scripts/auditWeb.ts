/**
 * Web budget report: Lighthouse (mobile, default throttling) on every public route and the
 * wizard's steps against a production build in Chromium, median of AUDIT_RUNS (3) per route,
 * plus start-up JavaScript per route (raw, gzip, ratio to the build's bare /_not-found route).
 * Exits 1 below a budget: accessibility, SEO and best practices 100, performance >= 90,
 * landing JS <= 1.15x bare. A report, not a test: figures move with the machine's load.
 * Each route also names its largest paint and where that time went in the unthrottled run.
 *   npm run audit:web   (BENCH_PORT, SKIP_BUILD=true, AUDIT_RUNS=3, AUDIT_ONLY='landing,wizard',
 *   LH_LOG=info for Lighthouse's log, LH_DUMP=/tmp/lhr to keep each run's full JSON report,
 *   LH_THROTTLING=devtools to throttle for real instead of simulating)
 */
import fs from 'node:fs'

import { auditRoutes } from './lib/audit/auditRoutes'
import { ensureAuditTools } from './lib/audit/auditTools'
import { launchChromium, runLighthouse, type LighthouseFigures } from './lib/audit/runLighthouse'
import { kib, startupJs } from './lib/audit/startupJs'
import { startBenchServer } from './lib/bench/benchServer'
import { loadAverage } from './lib/bench/loadTest'
import { loadEnv } from './lib/env'
import { findChromium } from './lib/findChromium'

loadEnv()
// Lighthouse and its drivers are not in npm install's tree: installed here on first use.
ensureAuditTools()
const runs = Number(process.env.AUDIT_RUNS || 3)
const only = process.env.AUDIT_ONLY?.split(',').map((s) => s.trim())
const chromePath = findChromium()
if (!chromePath) process.exit(1)
const { url, stop } = await startBenchServer(Number(process.env.BENCH_PORT || 3400))
const chromium = await launchChromium(chromePath)
// Stopped from outside (npm test gives up on it): take the server and its database down too.
process.once('SIGTERM', () => {
  chromium.stop()
  void stop().then(() => process.exit(1))
})

// npm test prepares the server beside the tests and says when to start (scripts/lib/audit).
const startFile = process.env.AUDIT_START_FILE
while (startFile && !fs.existsSync(startFile)) await new Promise((r) => setTimeout(r, 200))

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const failures: string[] = []
try {
  const bare = await startupJs(`${url}/_not-found`)
  console.log(
    `\nbare route /_not-found: ${kib(bare.raw)} KiB raw, ${kib(bare.gzip)} KiB gzip (${bare.scripts} scripts)`,
  )
  console.log(`Lighthouse mobile, median of ${runs}; load average (1/5/15) at each route's end\n`)
  console.log(
    'route'.padEnd(20),
    'perf a11y  bp seo',
    '  LCP ms  TBT ms    CLS',
    ' JS KiB raw / gzip  xbare',
    '  load avg',
  )
  const routes = (await auditRoutes(url)).filter(
    (r) => !only || only.some((o) => r.name.startsWith(o)),
  )
  for (const route of routes) {
    const figures: LighthouseFigures[] = []
    for (let i = 0; i < runs; i++)
      figures.push(
        await runLighthouse(chromium.port, url + route.path, {
          storage: route.storage,
          returning: route.returning,
        }),
      )
    const m = (k: Exclude<keyof LighthouseFigures, 'failing' | 'lcpElement'>) =>
      median(figures.map((f) => f[k]))
    const js = await startupJs(url + route.path)
    const ratio = js.gzip / bare.gzip
    console.log(
      `${route.name}${route.returning ? ' *' : ''}`.padEnd(20),
      [m('performance'), m('accessibility'), m('bestPractices'), m('seo')]
        .map((n) => String(n).padStart(4))
        .join(''),
      m('lcpMs').toFixed(0).padStart(7),
      m('tbtMs').toFixed(0).padStart(7),
      m('cls').toFixed(3).padStart(6),
      `${kib(js.raw).padStart(8)} / ${kib(js.gzip).padStart(6)}`,
      ratio.toFixed(2).padStart(5),
      ` ${loadAverage()}`,
    )
    const lcp = [...new Set(figures.map((f) => f.lcpElement))]
    console.log(`${''.padEnd(20)} largest paint: ${lcp.join(' | ')}`)
    const why = [...new Set(figures.flatMap((f) => f.failing))]
    if (why.length) console.log(`${''.padEnd(20)} below full marks in a run: ${why.join(', ')}`)
    if (m('accessibility') < 100)
      failures.push(`${route.name}: accessibility ${m('accessibility')}`)
    if (m('seo') < 100) failures.push(`${route.name}: SEO ${m('seo')}`)
    if (m('bestPractices') < 100)
      failures.push(`${route.name}: best practices ${m('bestPractices')}`)
    if (m('performance') < 90) failures.push(`${route.name}: performance ${m('performance')}`)
    if (route.name === 'landing' && ratio > 1.15)
      failures.push(`landing: start-up JS ${ratio.toFixed(2)}x the bare route (budget 1.15x)`)
  }
  if (routes.some((r) => r.returning))
    console.log(
      `\n* a returning visitor (saved progress): the site's scripts are in the browser cache`,
    )
} finally {
  chromium.stop()
  await stop()
}
console.log(failures.length ? `\nBelow budget:\n  ${failures.join('\n  ')}` : '\nAll budgets met.')
process.exit(failures.length ? 1 : 0)
