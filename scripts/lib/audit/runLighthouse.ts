import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'

export type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
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
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: FLAGS })
  return { port: chrome.port, stop: () => chrome.kill() }
}

/**
 * Lighthouse's default mobile run of `url`. `storage` (localStorage items) is written on the
 * origin first and kept (disableStorageReset), so a wizard step can be opened as a visitor
 * who got there would see it.
 */
export async function runLighthouse(
  port: number,
  url: string,
  storage?: Record<string, string>,
): Promise<LighthouseFigures> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  const page = await browser.newPage()
  await page.goto(new URL('/robots.txt', url).toString())
  await page.evaluate((items: Record<string, string>) => {
    localStorage.clear()
    for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v)
  }, storage ?? {})
  try {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      undefined,
      page,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      failing: ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
        (categories[c]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${c}: ${ref.id}`),
      ),
    }
  } finally {
    await page.close()
    browser.disconnect()
  }
}
