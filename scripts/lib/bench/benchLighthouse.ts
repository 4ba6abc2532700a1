import { ensureAuditTools } from '../audit/auditTools'
import { launchChromium, runLighthouse, type LighthouseFigures } from '../audit/runLighthouse'
import { findChromium } from '../findChromium'
import { loadAverage } from './loadTest'

export type PageFigures = { name: string; runs: LighthouseFigures[]; load: string }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/**
 * Lighthouse (mobile preset, simulated throttling, a cold cache) on the wizard's first step and
 * the landing, `runs` times each, interleaved so a burst of load elsewhere hits both alike.
 * Null when no Chromium is installed (the API figures still print).
 */
export async function benchLighthouse(url: string, runs: number): Promise<PageFigures[] | null> {
  const chromePath = findChromium()
  if (!chromePath) return null
  ensureAuditTools()
  const chromium = await launchChromium(chromePath)
  const pages = [
    { name: 'GET /booking (wizard step 1)', path: '/booking' },
    { name: 'GET / (landing)', path: '/' },
  ].map((p) => ({ ...p, runs: [] as LighthouseFigures[], load: '' }))
  try {
    for (let i = 0; i < runs; i++)
      for (const p of pages) {
        p.runs.push(await runLighthouse(chromium.port, url + p.path))
        p.load = loadAverage()
      }
  } finally {
    chromium.stop()
  }
  return pages
}

export const lighthouseHeader = () =>
  `${'page'.padEnd(30)} perf (runs)              LCP ms  TBT ms  host index  load avg (1/5/15)`

/** One page's medians, with every run's score so the spread is visible. */
export function lighthouseLine(p: PageFigures): string {
  const m = (k: 'performance' | 'lcpMs' | 'tbtMs' | 'benchmarkIndex') =>
    median(p.runs.map((f) => f[k]))
  const scores = p.runs.map((f) => f.performance).join(', ')
  return (
    `${p.name.padEnd(30)} ${String(m('performance')).padStart(4)} (${scores})`.padEnd(56) +
    `${m('lcpMs').toFixed(0).padStart(7)} ${m('tbtMs').toFixed(0).padStart(7)}` +
    `${m('benchmarkIndex').toFixed(0).padStart(12)}  ${p.load}`
  )
}
