import { expect, test } from '@playwright/test'

import { axeEveryRule } from '../helpers/axe'
import { collectErrors } from '../helpers/site'
import { screenshot } from '../helpers/screenshot'

// Every public page: its key content renders, nothing errors, and axe finds no violations.
const routes: Array<{ path: string; name: string; heading: string; content: string[] }> = [
  {
    path: '/',
    name: 'home',
    heading: 'Light up the Moment',
    content: [
      'Your Local Photo Booth Experts',
      'Professional & Reliable',
      'Corporate, Non-Profit & Public',
      '$1M liability insurance',
      // No "5.0 ★ rating": the rating is computed from published reviews, and a fresh seed has none.
    ],
  },
  {
    path: '/faq',
    name: 'faq',
    heading: 'Frequently Asked Questions',
    content: ['Still Have Questions?', 'How far in advance do I need to book?'],
  },
  {
    path: '/contact',
    name: 'contact',
    heading: 'Get in Touch',
    content: ['Contact details', '(204) 555-0142', 'hello@example.com', 'Book Your Event Now'],
  },
  {
    path: '/terms',
    name: 'terms',
    heading: 'Terms and Conditions',
    content: ['Effective date: January 3, 2025', '1. Rental Agreement'],
  },
  {
    path: '/privacy',
    name: 'privacy',
    heading: 'Privacy Policy',
    content: ['Effective date: January 3, 2025'],
  },
  {
    path: '/service-areas',
    name: 'service-areas',
    heading: 'Photo Booths Across Manitoba',
    content: ['Gimli', 'Travel: Free', 'Get Instant Quote', '$1.50 per minute'],
  },
  {
    path: '/blog',
    name: 'blog',
    heading: 'Tips & Ideas for Your Event',
    content: ['Stay Updated', 'Featured'],
  },
  {
    path: '/blog/photo-booth-prop-tips',
    name: 'blog-post',
    heading: 'Photo Booth Prop Tips: How to Get the Best Pictures of the Night',
    content: ['Keep the props table tidy and close', 'April 24, 2025'],
  },
]

for (const route of routes) {
  test(`${route.path} renders its content with no errors and no axe violations`, async ({
    page,
  }, testInfo) => {
    const errors = collectErrors(page)
    await page.goto(route.path)
    await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible()
    for (const text of route.content)
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book Now' }).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Send us a message' })).toBeVisible()

    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(new RegExp(`${route.path === '/' ? '/?' : route.path}$`))
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      'content',
      /\/images\/og\.jpg/,
    )

    expect(await axeEveryRule(page)).toEqual([])

    await screenshot(page, {
      path: testInfo.outputPath(`${route.name}-${testInfo.project.name}.png`),
      fullPage: true,
    })
    expect(errors).toEqual([])
  })
}

test('an unknown path answers 404 with the Page Not Found page inside the site chrome', async ({
  page,
}, testInfo) => {
  const res = await page.goto('/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible()
  await expect(page.getByText('404')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  expect(await axeEveryRule(page)).toEqual([])
  await screenshot(page, {
    path: testInfo.outputPath(`not-found-${testInfo.project.name}.png`),
    fullPage: true,
  })
})

// What the pages are sent with (the blog's posts, the service areas, structured data, sitemap and
// robots) needs no browser: tests/int/sitePages and tests/int/seo.
