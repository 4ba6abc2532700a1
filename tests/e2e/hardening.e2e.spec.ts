import { expect, test } from '@playwright/test'

import { collectErrors } from '../helpers/site'
import { staffAccount } from '../helpers/staffAccount'
import { screenshot } from '../helpers/screenshot'
import { atDesktop } from '../helpers/widths'

// The admin account: Site Settings (opened below) are admin-only.
const csp = /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i

test(
  'the admin loads and signs in under its CSP, and shows the demo payments banner',
  atDesktop,
  async ({ page }, testInfo) => {
    const { email, password } = staffAccount(testInfo, 'admin')
    test.skip(!email, 'scripts/test.ts creates the admin account')
    const violations: string[] = []
    page.on('console', (m) => csp.test(m.text()) && violations.push(m.text()))
    // Navigating away cancels the admin's RSC prefetches (ERR_ABORTED): not an error.
    const errors = collectErrors(page, [/ERR_ABORTED/])
    await page.goto('/admin')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin\/?$/)
    const banner = page.getByText('Demo payments are on.')
    await expect(banner).toBeVisible()
    await screenshot(page, { path: '/tmp/shots/harden/admin-demo-banner-1280.png' })
    await page.goto('/admin/collections/bookings')
    await expect(page.getByText('Demo payments are on.')).toBeVisible()
    await page.goto('/admin/globals/site-settings')
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible()
    expect(violations).toEqual([])
    expect(errors).toEqual([])
  },
)

test('public pages run under their CSP without a single violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => csp.test(m.text()) && violations.push(`${page.url()} ${m.text()}`))
  for (const url of [
    '/',
    '/faq',
    '/blog',
    '/contact',
    '/booking',
    '/booking-success?booking_id=1&token=x',
  ]) {
    await page.goto(url)
    await page.waitForLoadState('networkidle')
  }
  expect(violations).toEqual([])
})
