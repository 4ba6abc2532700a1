import { expect, test } from '@playwright/test'

import { asNewVisitor, sectionTop } from '../helpers/site'
import { screenshot } from '../helpers/screenshot'
import { atDesktop, atPhone } from '../helpers/widths'

const isPhone = (name: string) => name === 'phone'

test('header section links scroll to each section, 80 px below the top', async ({
  page,
}, testInfo) => {
  await page.goto('/')
  for (const [label, id] of [
    ['About', 'about'],
    ['Packages', 'packages'],
    ['Service Area', 'service-area'],
    ['Why Choose Us', 'why-us'],
  ]) {
    if (isPhone(testInfo.project.name))
      await page.getByRole('button', { name: 'Open menu' }).click()
    const nav = page.getByRole('navigation', {
      name: isPhone(testInfo.project.name) ? 'Mobile' : 'Main',
    })
    await nav.getByRole('link', { name: label, exact: true }).click()
    await expect.poll(() => sectionTop(page, id)).toBeGreaterThan(70)
    await expect.poll(() => sectionTop(page, id)).toBeLessThan(90)
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
  }
})

test('View Packages and the footer quick links scroll in place', atPhone, async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'View Packages' }).click()
  await expect.poll(() => sectionTop(page, 'packages')).toBeLessThan(90)
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: 'Events' })
    .click()
  await expect.poll(() => sectionTop(page, 'events')).toBeLessThan(90)
  await expect.poll(() => sectionTop(page, 'events')).toBeGreaterThan(70)
})

test('a section link from another page opens the home page at that section', async ({
  page,
}, testInfo) => {
  await page.goto('/faq')
  if (isPhone(testInfo.project.name)) await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('link', { name: 'Why Choose Us', exact: true }).first().click()
  await expect(page).toHaveURL(/\/#why-us$/)
  await expect.poll(() => sectionTop(page, 'why-us')).toBeLessThan(120)
})

test('keyboard alone opens the menu and reaches a page', async ({ page }, testInfo) => {
  await page.goto('/')
  const target = isPhone(testInfo.project.name) ? 'Open menu' : 'FAQ'
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    const name = await page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ||
        document.activeElement?.textContent?.trim(),
    )
    if (name === target) break
  }
  if (isPhone(testInfo.project.name)) {
    await page.keyboard.press('Enter')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
    await screenshot(page, { path: testInfo.outputPath('mobile-menu.png') })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden()
    await page.keyboard.press('Enter')
    // The mobile menu follows its button: FAQ is the fifth link.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab')
  }
  await expect(page.locator(':focus')).toHaveText('FAQ')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/faq$/)
})

test('keyboard alone fills and sends the contact form', atDesktop, async ({ page }) => {
  await asNewVisitor(page)
  await page.goto('/contact')
  await page.locator('main form').getByLabel('Name').focus()
  await page.keyboard.type('Keyboard User')
  await page.keyboard.press('Tab')
  await page.keyboard.type('keys@example.com')
  await page.keyboard.press('Tab')
  await page.keyboard.type('2045550166')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Typed without a mouse.')
  await page.keyboard.press('Tab')
  await expect(page.locator(':focus')).toHaveText('Send Message')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Message sent!')).toBeVisible()
})

// The landing's package links and the sale banner's words are server output (tests/int/sitePages);
// the banner's dismissal is a component spec (src/components/layout/SaleBanner).
