import { expect, type Page, test, type TestInfo } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { dateInDays } from '../helpers/testData'
import { bookViaApi } from '../helpers/wizard'
import { screenshot } from '../helpers/screenshot'
import { retryDays } from '../helpers/retryDays'

async function login(page: Page, testInfo: TestInfo, role: 'staff' | 'admin') {
  const { email, password } = staffAccount(testInfo, role)
  test.skip(!email, 'scripts/test.ts creates the staff accounts')
  await openAdminAs(page, email, password)
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
}

/** The visible links of the side navigation, by name. */
const navLinks = (page: Page) =>
  page
    .locator('nav.nav__wrap a:visible, .nav a.nav__link:visible, .nav div.nav__link:visible')
    .allInnerTexts()

test('staff at 1280 px: the nav is open, lists each screen once, and hides technical tables', async ({
  page,
  request,
}, testInfo) => {
  // A customer paying right now: Today says what a hold is and when it frees.
  // Day 556 is this spec's own: 90 days ahead was Feb 24 on Nov 26, staff-admin's winter date.
  const held = await bookViaApi(request, {
    eventDate: dateInDays(556 + retryDays()),
    eventTime: '18:00',
  })
  await login(page, testInfo, 'staff')
  await expect(page.locator('.template-default--nav-open')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Staff views' })).toBeInViewport()
  // A page opened directly draws the staff nav's links after load.
  await expect(
    page.getByRole('navigation', { name: 'Staff views' }).getByRole('link', { name: 'Today' }),
  ).toBeVisible()
  const links = (await navLinks(page)).map((t) => t.trim())
  for (const name of ['Bookings', 'Outbox', 'Settings'])
    expect(
      links.filter((l) => l.toLowerCase() === name.toLowerCase()),
      name,
    ).toHaveLength(1)
  for (const name of [
    'Booth Reservations',
    'Payment Events',
    'Payment Error Logs',
    'Chat Messages',
    'Chat Sessions',
  ])
    expect(links, name).not.toContain(name)
  // One nav of product screens (issue 50): Payload's table-by-table groups are gone.
  await expect(page.locator('.nav-group')).toHaveCount(0)
  const holds = page.getByTestId('holds')
  await expect(holds).toContainText('A slot is held while a customer pays')
  await expect(holds).toContainText(
    // A time today, or with its day when the hold runs past midnight (Winnipeg).
    /Someone is paying; the slot frees at ([A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, )?\d{1,2}:\d\d [AP]M if not\./,
  )
  expect(await axeViolations(page)).toEqual([])
  await screenshot(page, {
    path: testInfo.outputPath('admin-today-staff-1280.png'),
    fullPage: true,
  })
  // The booking's page: its history gives Winnipeg times; Payload's browser-zone header is hidden.
  await page.goto(`/admin/collections/bookings/${held.id}`)
  await expect(page.getByText('(Winnipeg)').first()).toBeVisible()
  await expect(page.locator('.doc-controls__value-wrap').first()).toBeHidden()
})

test('admins see Settings; the go-live checklist links each item to where it is fixed', async ({
  page,
}, testInfo) => {
  await login(page, testInfo, 'admin')
  // Admins reach the System records from Settings (tests/e2e/owner-admin.e2e.spec.ts).
  await expect(
    page.getByRole('navigation', { name: 'Staff views' }).getByRole('link', { name: 'Settings' }),
  ).toBeVisible()
  const golive = page.getByTestId('go-live')
  await expect(golive).toContainText('Legal name, address and GST number')
  await expect(golive).toContainText('Star rating')
  await expect(golive).not.toContainText('SMTP_HOST')
  // Every open item links to its screen (the test server has a mail server, so email is done).
  const open = golive.locator('li[data-done="false"]')
  expect(await open.count()).toBeGreaterThanOrEqual(4)
  for (const item of await open.all())
    await expect(item.getByRole('link', { name: /^Fix it/ })).toBeVisible()
  for (const id of ['contact', 'legal', 'rating', 'payments', 'siteUrl'])
    await expect(page.getByTestId(`fix-${id}`)).toBeVisible()
  await screenshot(page, { path: testInfo.outputPath('admin-golive-1280.png'), fullPage: true })
  await page.getByTestId('fix-payments').click()
  await expect(page).toHaveURL(/\/admin\/go-live#payments$/)
  await expect(page.getByRole('heading', { name: 'Card payments' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Email delivery' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await screenshot(page, {
    path: testInfo.outputPath('admin-golive-help-1280.png'),
    fullPage: true,
  })
})

test('Customers: search, pages and paid / refunded / net per customer', async ({
  page,
}, testInfo) => {
  await login(page, testInfo, 'staff')
  await page.goto('/admin/sheets')
  const list = page.getByRole('region', { name: 'All customers' })
  for (const h of ['Paid', 'Refunded', 'Net'])
    await expect(list.getByRole('columnheader', { name: h })).toBeVisible()
  await expect(page.getByTestId('customer-range')).toContainText(/Showing 1–\d+ of \d+/)
  const count = Number(await page.getByTestId('customer-count').innerText())
  const rows = await list.locator('tbody tr').count()
  expect(rows).toBe(Math.min(count, 25))
  if (count > 25) await expect(list.getByText(/Page 1 of \d+/)).toBeVisible()
  await list
    .getByRole('searchbox', { name: 'Search name, email or phone' })
    .fill('zz-no-such-customer')
  await list.getByRole('button', { name: 'Search' }).click()
  await expect(page.getByTestId('customer-range')).toHaveText(
    'No customers match “zz-no-such-customer”.',
  )
  expect(await axeViolations(page)).toEqual([])
  await screenshot(page, { path: testInfo.outputPath('admin-customers-1280.png'), fullPage: true })
})
