import fs from 'node:fs'

import { loadAuditTools } from './auditTools'
import { prepareVisit } from './prepareVisit'

export type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Lighthouse's measure of the host's CPU speed: its simulated 4× slowdown assumes a fast host,
   * so the same page scores lower on a slower one. Figures from two days compare only beside it. */
  benchmarkIndex: number
  /** What Chromium took as the largest paint (its selector), to say what an LCP figure measures. */
  lcpElement: string
  /** Audits below full marks in the accessibility, best-practices and SEO categories. */
  failing: string[]
}

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** One Chromium for the whole audit; Lighthouse drives it over its debugging port. */
export async function launchChromium(chromePath: string) {
  const { chromeLauncher } = await loadAuditTools()
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS })
  return { port: chrome.port, stop: () => chrome.kill() }
}

/**
 * Lighthouse's default mobile run of `url`, in a tab readied by `prepareVisit` (cache, storage)
 * and kept as it is (disableStorageReset), so a wizard step opens as a visitor who got there
 * would see it.
 */
export async function runLighthouse(
  port: number,
  url: string,
  visit: Parameters<typeof prepareVisit>[2] = {},
): Promise<LighthouseFigures> {
  const { lighthouse, puppeteer } = await loadAuditTools()
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  const page = await browser.newPage()
  await prepareVisit(page, url, visit)
  try {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: (process.env.LH_LOG as 'error') || 'error',
        disableStorageReset: true,
        // LH_THROTTLING=devtools slows the network and CPU for real instead of simulating from a
        // loopback load, where the start-up scripts always arrive before the first paint.
        throttlingMethod: process.env.LH_THROTTLING === 'devtools' ? 'devtools' : 'simulate',
        // Neither is scored: the back/forward-cache probe navigates away and back, and the full
        // page screenshot of a long page takes seconds. Each run is about 3 s shorter without.
        skipAudits: ['bf-cache'],
        disableFullPageScreenshot: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined,
      page,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    if (process.env.LH_DUMP)
      fs.writeFileSync(`${process.env.LH_DUMP}-${Date.now()}.json`, result.report as string)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      benchmarkIndex: result.lhr.environment?.benchmarkIndex ?? NaN,
      lcpElement: lcpNode(audits['lcp-breakdown-insight']?.details),
      failing: ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
        (categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c}: ${ref.id}${firstItem(audits[ref.id]?.details)}`),
      ),
    }
  } finally {
    await page.close()
    await browser.disconnect()
  }
}

/** The first listed item of a failing audit (e.g. the console error), so the report says why. */
function firstItem(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items
  const item = items?.[0]
  if (!item) return ''
  const text = [item.source, item.description, item.url].filter(Boolean).join(' ')
  return text ? ` (${String(text).slice(0, 160)})` : ''
}

/** Lighthouse's LCP breakdown: the element, then where its time went (ms per subpart). */
function lcpNode(details: unknown): string {
  type Item = { type?: string; selector?: string; items?: { subpart: string; duration: number }[] }
  const parts = (details as { items?: Item[] } | undefined)?.items ?? []
  const node = parts.find((p) => p.type === 'node')?.selector ?? '?'
  const times = parts.find((p) => p.type === 'table')?.items ?? []
  return `${node} (${times.map((t) => `${t.subpart} ${Math.round(t.duration)}`).join(', ')})`
}
