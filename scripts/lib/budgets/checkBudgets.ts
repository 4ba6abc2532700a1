import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

import { importChains } from '../../lint/importChains.mjs'
import { chunkModules } from './chunkModules'
import { routeStartupJs, type RouteJs } from './routeStartupJs'
import { STARTUP_JS_BUDGETS_KIB } from './startupJsBudgets'

const BUDGET_FILE = 'scripts/lib/budgets/startupJsBudgets.ts'
const kib = (bytes: number) => (bytes / 1024).toFixed(1)

/**
 * Every public route's start-up JS (gzip) against its budget, from the build in `nextDir`. A route
 * over budget (or without one) is a failure that names the route, its own chunks (those not
 * every page shares), their largest modules and the import chain from the page's 'use client'
 * files to each named package.
 */
export function checkBudgets(nextDir = path.resolve('.next')) {
  const routes = routeStartupJs(nextDir)
  const shared = new Set(routes.map((r) => r.chunks.map((c) => c.file)).reduce(intersect))
  const lines: string[] = []
  const failures: string[] = []
  for (const r of routes) {
    const budget = STARTUP_JS_BUDGETS_KIB[r.route]
    const over = budget === undefined || r.gzip > budget * 1024
    lines.push(
      `${r.route.padEnd(22)} ${kib(r.gzip).padStart(6)} KiB gzip (${kib(r.raw)} raw)  budget ${budget ?? '-'}${over ? '  OVER' : ''}`,
    )
    if (budget === undefined) failures.push(`${r.route}: no budget in ${BUDGET_FILE}`)
    else if (over) failures.push(explain(nextDir, r, budget, shared))
  }
  return { ok: failures.length === 0, table: lines.join('\n'), failures }
}

const intersect = (a: string[], b: string[]) => a.filter((x) => b.includes(x))

function explain(nextDir: string, r: RouteJs, budget: number, shared: Set<string>): string {
  const out = [`${r.route}: ${kib(r.gzip)} KiB gzip, budget ${budget} KiB (${BUDGET_FILE})`]
  const roots = routeClientFiles(nextDir, r.route)
  const { packages } = importChains(roots) as { packages: Map<string, string[]> }
  for (const chunk of r.chunks.filter((c) => !shared.has(c.file)).slice(0, 2)) {
    out.push(`  chunk ${chunk.file}: ${kib(chunk.gzip)} KiB gzip, largest modules:`)
    for (const m of chunkModules(nextDir, chunk.file, 4)) {
      out.push(`    ${kib(m.gzip).padStart(5)} KiB  ${m.name} (module ${m.id})`)
      const pkg = /^(@[^/]+\/[^/]+|[^/?]+)/.exec(m.name)?.[1] ?? ''
      const chain = [...packages].find(([spec]) => spec === pkg || spec.startsWith(`${pkg}/`))
      if (chain) out.push(`           imported by ${chain[1].join(' > ')}`)
    }
  }
  return out.join('\n')
}

/** The project's 'use client' files a route loads, from its client reference manifest. */
function routeClientFiles(nextDir: string, route: string): string[] {
  const dir = route === '/' ? '' : route
  const file = path.join(
    nextDir,
    'server/app/(frontend)',
    `${dir}/page_client-reference-manifest.js`,
  )
  const sandbox = { globalThis: {} as { __RSC_MANIFEST?: Record<string, unknown> } }
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox)
  const [manifest] = Object.values(sandbox.globalThis.__RSC_MANIFEST ?? {}) as {
    clientModules: Record<string, unknown>
  }[]
  return Object.keys(manifest?.clientModules ?? {})
    .filter((k) => k.startsWith('[project]/') && !k.includes('/node_modules/'))
    .map((k) => k.replace('[project]/', '').replace(/ <module evaluation>$/, ''))
    .filter((f) => fs.existsSync(f))
}
