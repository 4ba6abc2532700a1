import type { AuditPage as Page } from './auditTools'

/**
 * Readies the tab for one Lighthouse run of `url`: an empty HTTP cache (a first visit; a warm
 * cache also made Chromium hold Next's cached RSC prefetches open for 30 s, which Lighthouse
 * waited out), then `storage` in localStorage. `returning`: the visitor was here before (a
 * saved wizard step is only reachable that way), so the page's static assets are cached: one
 * visit collects them, the cache is emptied, and only those are fetched back.
 */
export async function prepareVisit(
  page: Page,
  url: string,
  opts: { storage?: Record<string, string>; returning?: boolean } = {},
) {
  const origin = new URL(url).origin
  const setStorage = () =>
    page.evaluate((items: Record<string, string>) => {
      localStorage.clear()
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v)
    }, opts.storage ?? {})
  const cdp = await page.createCDPSession()
  await page.goto(`${origin}/robots.txt`)
  await cdp.send('Network.clearBrowserCache')
  if (opts.returning) {
    await setStorage()
    const assets = new Set<string>()
    const collect = (res: { url(): string }) =>
      /\/_next\/(static|image)/.test(res.url()) && assets.add(res.url())
    page.on('response', collect)
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 30_000 })
    page.off('response', collect)
    await page.goto(`${origin}/robots.txt`)
    await cdp.send('Network.clearBrowserCache')
    await page.evaluate(
      (urls: string[]) => Promise.all(urls.map((u) => fetch(u).then((r) => r.arrayBuffer()))),
      [...assets],
    )
  }
  await setStorage()
  await cdp.detach()
}
