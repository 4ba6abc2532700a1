import { expect, type Page, test } from '@playwright/test'
import fs from 'node:fs'

import { BUSINESS_TIME_ZONE, zonedWallToInstant } from '@kernel/time'
import { googleControl } from '../helpers/fakeGoogle'
import { telegramControl } from '../helpers/fakeTelegram'
import { resetIntegrationsSql } from '../helpers/resetIntegrationsSql'
import { dateInDays } from '../helpers/testData'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { axeViolations } from '../helpers/axe'
import { screenshot } from '../helpers/screenshot'

// Setup pages are admin-only; they change shared state (connections, the fakes), so this file
// runs in the serial `desktop` project.
const shots = '/tmp/shots/integrations'

async function look(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true })
  await screenshot(page, { path: `${shots}/${name}-1280.png`, fullPage: true })
}

async function noAxeViolations(page: Page) {
  // Payload's own toast close button is smaller than 24 px: check our page, not its toasts.
  for (const close of await page.locator('.payload-toast-close-button').all())
    await close.click({ timeout: 2_000 }).catch(() => {})
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
}

/** A toast with this title (and description) is showing; it is closed afterwards (one at a time). */
async function expectToast(page: Page, title: string, description?: string, shot?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).last()
  await expect(toast).toBeVisible()
  if (description) await expect(toast).toContainText(description)
  if (shot) {
    await page.waitForTimeout(500) // the toast's slide-in animation
    await look(page, shot)
  }
  await page.mouse.move(5, 5)
}

// Long flows (OAuth in a second tab, several toasts): room for a busy machine.
test.describe.configure({ mode: 'serial', timeout: 150_000 })

// Every attempt starts with nothing connected: a serial group's retry starts again from its first
// test, after the earlier attempt connected Google and Telegram.
test.beforeAll(async () => {
  await resetIntegrationsSql()
})

test.beforeEach(async ({ page }, testInfo) => {
  const { email, password } = staffAccount(testInfo, 'admin')
  test.skip(!email, 'scripts/test.ts creates the admin account')
  await openAdminAs(page, email, password)
  await expect(page).toHaveURL(/\/admin\/?$/)
})

test('customers page: creating a spreadsheet before Google is connected asks for authentication', async ({
  page,
}) => {
  await page.goto('/admin/sheets')
  await page.getByRole('button', { name: 'Create Google Sheet' }).click()
  await expectToast(
    page,
    'Authentication Required',
    'Please complete Google authentication first at /admin/google-setup',
    'sheets-auth-required',
  )
})

test('Google setup: settings, status, OAuth, calendar test with each error toast, business contact', async ({
  page,
  context,
}) => {
  await googleControl('reset')
  await page.goto('/admin/google-setup?error=oauth_state')
  await expect(page.getByTestId('oauth-outcome')).toHaveText(/The authorization link expired/)
  await look(page, 'google-oauth-error')
  await expect(page.getByTestId('google-status')).toHaveText('Status: Ready to Connect')
  await expect(page.getByTestId('google-settings')).toContainText('GOOGLE_CALENDAR_BOOTH2: set')
  await noAxeViolations(page)
  await look(page, 'google-ready')

  // Not connected yet: the server says so and the page shows the spec's failure toast.
  await page.getByRole('button', { name: 'Test calendar' }).click()
  await expectToast(
    page,
    'Calendar Test Failed',
    'Google is not connected',
    'google-test-not-connected',
  )

  // Consent happens in a new tab; the fake consent screen agrees and sends the code back.
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Authorize Google' }).click(),
  ])
  await expect(popup).toHaveURL(/\/admin\/google-setup\?connected=1/)
  await expect(popup.getByTestId('oauth-outcome')).toHaveText('Google connected')
  await popup.close()
  await expect(page.getByTestId('google-status')).toHaveText('Status: Connected', {
    timeout: 12_000,
  })

  const tomorrow = dateInDays(1)
  await page.getByRole('button', { name: 'Test calendar' }).click()
  await expect(page.getByTestId('calendar-result')).toHaveText(
    'Booth 1: available · Booth 2: available',
  )
  const at = (t: string) => zonedWallToInstant(tomorrow, t, BUSINESS_TIME_ZONE).toISOString()
  await googleControl('busy', {
    calendar: 'booth1@group.calendar.google.com',
    blocks: [{ start: at('15:00'), end: at('16:00') }],
  })
  await page.getByRole('button', { name: 'Test calendar' }).click()
  await expect(page.getByTestId('calendar-result')).toHaveText('Booth 1: busy · Booth 2: available')
  await noAxeViolations(page)
  await look(page, 'google-connected')

  await googleControl('set', { down: true })
  await page.getByRole('button', { name: 'Test calendar' }).click()
  await expectToast(page, 'Calendar Test Failed', 'Google answered 503', 'google-test-unreachable')
  await googleControl('set', { down: false })

  await page.route('**/api/admin/google/calendar-test**', (route) => route.abort())
  await page.getByRole('button', { name: 'Test calendar' }).click()
  await expectToast(
    page,
    'Test Failed',
    'Error connecting to calendar service',
    'google-test-exception',
  )
  await page.unroute('**/api/admin/google/calendar-test**')

  const phone = page.getByLabel('Business phone')
  const saved = await phone.inputValue()
  await phone.fill('12')
  await page.getByRole('button', { name: 'Save contact' }).click()
  await expectToast(
    page,
    'Could not save the business contact',
    'phone: use digits',
    'google-contact-error',
  )
  await phone.fill(saved)
  await page.getByRole('button', { name: 'Save contact' }).click()
  await expectToast(page, 'Business phone and email saved')
})

test('customers page: create and open the spreadsheet once Google is connected; a failure shows the error toast', async ({
  page,
  context,
}) => {
  await page.goto('/admin/sheets')
  await googleControl('set', { down: true })
  await page.getByRole('button', { name: 'Create Google Sheet' }).click()
  await expectToast(
    page,
    'Error',
    'Failed to create spreadsheet. Check authentication.',
    'sheets-create-error',
  )
  await googleControl('set', { down: false })
  await page.getByRole('button', { name: 'Create Google Sheet' }).click()
  await expectToast(page, 'Spreadsheet created')
  await expect(page.getByRole('link', { name: 'the customer spreadsheet' })).toBeVisible()
  await noAxeViolations(page)
  await look(page, 'sheets-created')
  await context.route('https://docs.google.com/**', (route) => route.fulfill({ body: 'sheet' }))
  const [sheet] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Open Google Sheet' }).click(),
  ])
  await expect(sheet).toHaveURL(/docs\.google\.com\/spreadsheets\/d\/sheet-\d+\/edit/)
  await sheet.close()
})

test('Telegram setup: /telegram-setup redirects; four steps with each failure toast, then done', async ({
  page,
}) => {
  await telegramControl('reset')
  await page.goto('/telegram-setup')
  await expect(page).toHaveURL(/\/admin\/telegram-setup$/)
  await expect(page.getByRole('heading', { name: 'Step 1: bot token' })).toBeVisible()
  await noAxeViolations(page)
  await look(page, 'telegram-step1')

  await page
    .getByRole('textbox', { name: 'Bot token' })
    .fill('123456789:AAbad-token-refused-by-telegram')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('textbox', { name: 'Chat ID' }).fill('-1001234567')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: 'Step 3: test' })).toBeVisible()
  await noAxeViolations(page)
  await page.getByRole('button', { name: 'Send test message' }).click()
  await expectToast(
    page,
    'Connection Failed',
    'Please check your bot token and chat ID are correct.',
    'telegram-rejected',
  )

  await telegramControl('set', { down: true })
  await page.getByRole('button', { name: 'Send test message' }).click()
  await expectToast(
    page,
    'Connection Failed',
    'Failed to connect to Telegram. Please try again.',
    'telegram-unreachable',
  )
  await telegramControl('set', { down: false })

  await page.getByRole('button', { name: 'Back' }).click()
  await page.getByRole('button', { name: 'Back' }).click()
  await page
    .getByRole('textbox', { name: 'Bot token' })
    .fill('123456789:AAgood-token-for-the-fake-bot_01')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Send test message' }).click()
  await expect(page.getByRole('heading', { name: 'Step 4: done' })).toBeVisible()
  await noAxeViolations(page)
  await look(page, 'telegram-done')
  const { messages } = await telegramControl('state')
  expect(messages.at(-1)).toMatchObject({
    chat_id: '-1001234567',
    text: expect.stringContaining('connected'),
  })
})
