import zlib from 'node:zlib'

import { chromium } from '@playwright/test'

import { moduleName, splitChunk } from '../budgets/chunkModules'

type Frame = { functionName: string; url: string; lineNumber: number; columnNumber: number }
type ProfileNode = { id: number; callFrame: Frame; children?: number[] }
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }
export type FirstLoad = {
  /** Scripts Chromium fetched before `load` settled: URL, bytes as sent and gzipped at level 9. */
  scripts: { url: string; raw: number; gzip: number }[]
  /** Main-thread tasks over 50 ms (PerformanceObserver 'longtask'), ms. */
  longTasks: number[]
  /** Time per module of the site's chunks (inclusive) and per profile category, ms. */
  top: { what: string; ms: number }[]
}

/**
 * A first visit to `url` in Chromium with the CPU slowed `cpuRate` times (as Lighthouse's mobile
 * run does): the scripts it downloads, its long tasks, and where the main thread's JavaScript
 * time went, from a CPU profile taken over the load (the performance panel's data, attributed
 * to the Turbopack module each sample's code belongs to).
 */
export async function profileFirstLoad(
  chromePath: string,
  url: string,
  opts: { cpuRate?: number; nextDir?: string; settleMs?: number } = {},
): Promise<FirstLoad> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: opts.cpuRate ?? 4 })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    const scripts: FirstLoad['scripts'] = []
    page.on('response', async (res) => {
      if (res.request().resourceType() !== 'script') return
      const body = await res.body().catch(() => Buffer.alloc(0))
      const gzip = zlib.gzipSync(body, { level: 9 }).length
      scripts.push({ url: res.url(), raw: body.length, gzip })
    })
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] }
      w.__longTasks = []
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longTasks.push(e.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    await cdp.send('Profiler.start')
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(opts.settleMs ?? 3000)
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile }
    const longTasks = await page.evaluate(
      () => (window as unknown as { __longTasks: number[] }).__longTasks,
    )
    return { scripts, longTasks, top: bottomUp(profile, opts.nextDir) }
  } finally {
    await browser.close()
  }
}

/**
 * Time per module of the site's chunks, inclusive (a sample counts once for every module on its
 * stack: a component's render includes React's work under it), plus the profile's own
 * categories (program, garbage collector). Largest first, idle left out.
 */
function bottomUp(profile: Profile, nextDir?: string) {
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]))
  const totals = new Map<string, number>()
  profile.samples.forEach((leaf, i) => {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000
    const seen = new Set<string>()
    for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)
      if (frame) seen.add(label(frame, nextDir))
    }
    for (const what of seen) totals.set(what, (totals.get(what) ?? 0) + ms)
  })
  return [...totals]
    .filter(([what]) => !/^\((idle|root)\)$/.test(what) && what !== '')
    .map(([what, ms]) => ({ what, ms }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 18)
    .map((t) => ({ ...t, what: named(t.what, nextDir) }))
}

/** A chunk's module, by the offset the frame's code sits at; other frames by category. */
function label(frame: Frame, nextDir?: string): string {
  if (!frame.url) return /^\(/.test(frame.functionName) ? frame.functionName : ''
  const file = /\/_next\/(static\/chunks\/[^?]+)/.exec(frame.url)?.[1]
  if (!file || !nextDir) return ''
  let starts = offsets.get(file)
  if (!starts) offsets.set(file, (starts = splitChunk(nextDir, file)))
  // Turbopack's chunks are one line: the column is the offset.
  const at = starts.findLast((s) => s.start <= frame.columnNumber)
  return at ? `${file}#${at.id}` : `${file} (runtime)`
}
const offsets = new Map<string, { start: number; id: number }[]>()

const named = (what: string, nextDir?: string) => {
  const m = /^(static\/chunks\/[^#]+)#(\d+)$/.exec(what)
  if (!m || !nextDir) return what
  return `${moduleName(nextDir, m[1], Number(m[2]))} (${m[1].split('/').pop()} module ${m[2]})`
}
