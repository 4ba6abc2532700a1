import { describe, expect, it } from 'vitest'

// What search engines read, from the server's own HTML (moved from the browser's site-pages spec:
// no layout or script is involved). The rating's JSON-LD against the shown rating is the reviews
// specs' (tests/e2e/reviews-site).
const page = async (path: string) => {
  const res = await fetch(`${process.env.APP_URL}${path}`)
  expect(res.status).toBe(200)
  return res.text()
}
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]),
  )

describe('structured data, sitemap and robots', () => {
  it('the home page names the LocalBusiness and the towns it serves', async () => {
    const [business] = jsonLd(await page('/'))
    expect(business['@type']).toBe('LocalBusiness')
    expect(business.areaServed.map((a: { name: string }) => a.name)).toContain('Gimli, Manitoba')
  })

  it('/faq carries an FAQPage with one entry per question shown', async () => {
    const html = await page('/faq')
    const [faq] = jsonLd(html)
    expect(faq['@type']).toBe('FAQPage')
    expect(faq.mainEntity.length).toBe(html.match(/data-testid="faq-item"/g)?.length)
    expect(faq.mainEntity[0].acceptedAnswer.text).toContain('7 days')
  })

  it('the sitemap lists the pages and posts; robots keeps crawlers out of the admin', async () => {
    const sitemap = await page('/sitemap.xml')
    for (const path of ['/faq', '/service-areas', '/blog/photo-booth-prop-tips'])
      expect(sitemap).toContain(`${path}</loc>`)
    const robots = await page('/robots.txt')
    expect(robots).toContain('Disallow: /admin')
    expect(robots).toContain('Sitemap:')
  })
})
