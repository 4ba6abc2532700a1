import { expect, test } from '@playwright/test'
import { screenshot } from '../helpers/screenshot'
import { journeyOnPhone } from '../helpers/widths'

test('home page shows the packages from the CMS with their prices', async ({ page }, testInfo) => {
  // What the CMS says, not its layout: the landing's layout and axe at both widths are site-pages'.
  journeyOnPhone(testInfo)
  const errors: string[] = []
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()))
  page.on('response', (res) => res.status() >= 400 && errors.push(`${res.status()} ${res.url()}`))
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Light up the Moment' })).toBeVisible()
  const prices = {
    ultimate: '$499',
    classic: '$399',
    'digital-plus': '$299',
    'digital-lite': '$199',
  }
  for (const [slug, price] of Object.entries(prices)) {
    await expect(page.getByTestId(`package-${slug}`).getByTestId('package-price')).toHaveText(price)
  }
  await expect(page.getByTestId('package-custom').getByTestId('package-price')).toHaveText(
    'Contact Us',
  )
  await screenshot(page, { path: testInfo.outputPath('home.png'), fullPage: true })
  expect(errors).toEqual([])
})
