import { expect, test } from '@playwright/test'

import { asNewVisitor, collectErrors, sectionTop } from '../helpers/site'

const isPhone = (name: string) => name === 'phone'

test('header section links scroll to each section, 80 px below the top', async ({ page }, testInfo) => {
  await page.goto('/')
  for (const [label, id] of [
    ['About', 'about'],
    ['Packages', 'packages'],
    ['Service Area', 'service-area'],
    ['Why Choose Us', 'why-us'],
  ]) {
    if (isPhone(testInfo.project.name)) await page.getByRole('button', { name: 'Open menu' }).click()
    const nav = page.getByRole('navigation', { name: isPhone(testInfo.project.name) ? 'Mobile' : 'Main' })
    await nav.getByRole('link', { name: label, exact: true }).click()
    await expect.poll(() => sectionTop(page, id)).toBeGreaterThan(70)
    await expect.poll(() => sectionTop(page, id)).toBeLessThan(90)
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
  }
})

test('View Packages and the footer quick links scroll in place', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'View Packages' }).click()
  await expect.poll(() => sectionTop(page, 'packages')).toBeLessThan(90)
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Events' }).click()
  await expect.poll(() => sectionTop(page, 'events')).toBeLessThan(90)
  await expect.poll(() => sectionTop(page, 'events')).toBeGreaterThan(70)
})

test('a section link from another page opens the home page at that section', async ({ page }, testInfo) => {
  await page.goto('/faq')
  if (isPhone(testInfo.project.name)) await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('link', { name: 'Why Choose Us', exact: true }).first().click()
  await expect(page).toHaveURL(/\/#why-us$/)
  await expect.poll(() => sectionTop(page, 'why-us')).toBeLessThan(120)
})

test('Book Your Event goes to /booking and package Book buttons carry the package id', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByTestId('package-classic').getByRole('link', { name: 'Book Classic' })).toHaveAttribute('href', /\/booking\?package=\d+$/)
  const names = await page.locator('[data-testid^="package-"] h3').allTextContents()
  expect(names).toEqual(['Ultimate', 'Classic', 'Digital Plus', 'Digital Lite', 'Custom'])
  await page.getByRole('link', { name: 'Book Your Event' }).click()
  await expect(page).toHaveURL(/\/booking$/)
})

test('keyboard alone opens the menu and reaches a page', async ({ page }, testInfo) => {
  await page.goto('/')
  const target = isPhone(testInfo.project.name) ? 'Open menu' : 'FAQ'
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    const name = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') || document.activeElement?.textContent?.trim())
    if (name === target) break
  }
  if (isPhone(testInfo.project.name)) {
    await page.keyboard.press('Enter')
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible()
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

test('keyboard alone fills and sends the contact form', async ({ page }) => {
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

test('the sale banner dismisses for the page view and returns on the next', async ({ page }) => {
  await page.goto('/faq')
  const banner = page.getByRole('region', { name: 'Announcement' })
  await expect(banner).toContainText('No-Tax Sale')
  await banner.getByRole('button', { name: 'Dismiss announcement' }).click()
  await expect(banner).toBeHidden()
  await page.reload()
  await expect(page.getByRole('region', { name: 'Announcement' })).toBeVisible()
})

test.describe('returning-visitor popup', () => {
  const saveCart = (page: import('@playwright/test').Page) =>
    page.evaluate(() => localStorage.setItem('bookingWizardState', JSON.stringify({ currentStep: 3 })))

  test('Start Fresh clears the saved wizard state and the popup stays away this session', async ({ page }) => {
    await page.goto('/faq')
    await expect(page.getByRole('dialog')).toBeHidden()
    await saveCart(page)
    await page.reload()
    const popup = page.getByRole('dialog', { name: 'Welcome Back!' })
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: 'Start Fresh' }).click()
    await expect(popup).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('bookingWizardState'))).toBeNull()
    await saveCart(page)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Welcome Back!' })).toBeHidden()
  })

  test('Continue Booking says Cart Restored and goes to /booking; never shown on /booking', async ({ page }) => {
    await page.goto('/booking')
    await saveCart(page)
    await page.reload()
    await expect(page.getByRole('dialog', { name: 'Welcome Back!' })).toBeHidden()
    await page.goto('/')
    const popup = page.getByRole('dialog', { name: 'Welcome Back!' })
    await popup.getByRole('button', { name: 'Continue Booking' }).click()
    await expect(page.getByText('Cart Restored')).toBeVisible()
    await expect(page).toHaveURL(/\/booking$/)
    expect(await page.evaluate(() => localStorage.getItem('bookingWizardState'))).toContain('currentStep')
  })

  test('a wizard state still on step 1 is not offered back', async ({ page }) => {
    await page.goto('/faq')
    await page.evaluate(() => localStorage.setItem('bookingWizardState', JSON.stringify({ currentStep: 1 })))
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible()
    await page.waitForTimeout(300)
    await expect(page.getByRole('dialog', { name: 'Welcome Back!' })).toBeHidden()
  })
})

test.describe('hero video', () => {
  test('plays over the poster when it loads', async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto('/')
    await expect(page.getByTestId('hero-poster')).toBeVisible()
    await expect(page.getByTestId('hero-video')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 })
    expect(errors).toEqual([])
  })

  test('a broken video leaves the poster showing (retried after 2 s on phones)', async ({ page }, testInfo) => {
    let requests = 0
    await page.route('**/videos/hero.webm', (route) => {
      requests += 1
      return route.fulfill({ status: 404, body: '' })
    })
    const errors = collectErrors(page, [/hero\.webm/, /Failed to load resource/])
    await page.goto('/')
    const video = page.getByTestId('hero-video')
    await expect(video).toHaveAttribute('data-state', 'failed', { timeout: 15_000 })
    await expect(video).toHaveCSS('opacity', '0')
    await expect(page.getByTestId('hero-poster')).toBeVisible()
    expect(requests).toBe(isPhone(testInfo.project.name) ? 2 : 1)
    await expect(page.getByRole('heading', { name: 'Light up the Moment' })).toBeVisible()
    expect(errors).toEqual([])
  })
})
