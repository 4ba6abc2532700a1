import { describe, expect, it } from 'vitest'

import { serverPage, textOf, type ServerDocument } from '../helpers/serverPage'

// What the public pages are sent with, from the server's own HTML (moved from the browser's
// site-pages, site-chrome, home and customer-standing specs: no layout or script is involved).
// Each page's render, errors and axe at both widths stay in tests/e2e/site-pages.
const page = async (path: string) => {
  const sent = await serverPage(path)
  expect(sent.status).toBe(200)
  return sent
}

describe('the landing page', () => {
  it('shows the packages from the CMS with their prices', async () => {
    const { document } = await page('/')
    expect(textOf(document.querySelector('h1'))).toBe('Light up the Moment')
    const prices = {
      ultimate: '$499',
      classic: '$399',
      'digital-plus': '$299',
      'digital-lite': '$199',
      custom: 'Contact Us',
    }
    for (const [slug, price] of Object.entries(prices)) {
      const shown = document.querySelector(
        `[data-testid="package-${slug}"] [data-testid="package-price"]`,
      )
      expect(textOf(shown), slug).toBe(price)
    }
  })

  it('Book Your Event goes to /booking and package Book buttons carry the package id', async () => {
    const { document, links } = await page('/')
    const classic = [...document.querySelectorAll('[data-testid="package-classic"] a')].filter(
      (a) => textOf(a) === 'Book Classic',
    )
    expect(classic.map((a) => a.getAttribute('href'))).toEqual([
      expect.stringMatching(/^\/booking\?package=\d+$/),
    ])
    const names = [...document.querySelectorAll('[data-testid^="package-"] h3')].map(textOf)
    expect(names).toEqual(['Ultimate', 'Classic', 'Digital Plus', 'Digital Lite', 'Custom'])
    const book = links('Book Your Event')
    expect(book.length).toBeGreaterThan(0)
    for (const a of book) expect(a.getAttribute('href')).toBe('/booking')
    expect((await serverPage('/booking')).status).toBe(200)
  })
})

describe('the blog', () => {
  it('lists six posts with the featured one first, and Read More opens the post', async () => {
    const { document } = await page('/blog')
    const featured = document.querySelectorAll('[data-testid="featured-post"]')
    expect(featured).toHaveLength(1)
    expect(document.querySelectorAll('[data-testid="post-card"]')).toHaveLength(5)
    // First: the featured post comes before every other card in the page.
    const cards = document.querySelectorAll(
      '[data-testid="featured-post"], [data-testid="post-card"]',
    )
    expect(cards[0]).toBe(featured[0])
    // One heading in the featured card: its title (the browser test's getByRole('heading')).
    const headings = featured[0].querySelectorAll('h1, h2, h3, h4, h5, h6')
    expect(headings).toHaveLength(1)
    const title = textOf(headings[0])
    expect(title).not.toBe('')
    const readMore = [...featured[0].querySelectorAll('a')].filter((a) =>
      /Read More/.test(textOf(a)),
    )
    expect(readMore).toHaveLength(1)
    const post = await page(readMore[0].getAttribute('href')!)
    expect(textOf(post.document.querySelector('h1'))).toBe(title)
  })
})

describe('the service areas page', () => {
  const area = (document: ServerDocument, slug: string) =>
    document.querySelector(`[data-testid="area-${slug}"]`)

  it('shows six areas, Winnipeg free and the others varying', async () => {
    const { document, links } = await page('/service-areas')
    const slugs = ['winnipeg', 'selkirk', 'steinbach', 'portage-la-prairie', 'niverville', 'gimli']
    for (const slug of slugs) expect(area(document, slug), slug).not.toBeNull()
    expect(textOf(area(document, 'winnipeg'))).toContain('Travel: Free')
    expect(textOf(area(document, 'gimli'))).toContain('Travel: Varies')
    expect(textOf(area(document, 'selkirk'))).toContain('Lockport')
    const quote = links('Get Instant Quote')
    expect(quote.length).toBeGreaterThan(0)
    for (const a of quote) expect(a.getAttribute('href')).toBe('/booking')
  })

  it('states the typical fee beside "Varies"', async () => {
    const { document } = await page('/service-areas')
    expect(textOf(area(document, 'selkirk'))).toContain('Travel: Varies')
    expect(textOf(document.querySelector('[data-testid="area-fee-selkirk"]'))).toMatch(
      /^About \$\d+\.\d\d from central Selkirk$/,
    )
  })
})

describe('the sale banner', () => {
  it('carries the announcement from Site Settings, with its dismiss button', async () => {
    const { document } = await page('/faq')
    const banner = document.querySelector('[role="region"][aria-label="Announcement"]')
    expect(textOf(banner)).toContain('we pay your GST and RST')
    expect(banner?.querySelector('button[aria-label="Dismiss announcement"]')).not.toBeNull()
  })
})
