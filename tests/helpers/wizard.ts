import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'

import { axeEveryRule } from './axe'
import { bookingBody, customer, dateInDays } from './testData'
import { retryDays } from './retryDays'
import { visitorIp } from './visitorIp'
import { screenshot } from './screenshot'

// Kept apart from ./booking, which loads the Payload config (not loadable inside Playwright).
export { customer, dateInDays, visitorIp }

/**
 * Each Playwright project (desktop, phone) books its own dates so the two never collide; a retry
 * books a week later (same weekday), since the first attempt's bookings are still there.
 */
export const slotDate = (testInfo: TestInfo, days: number) =>
  dateInDays(days + (testInfo.project.name === 'phone' ? 200 : 0) + retryDays(testInfo))

/** Step 1's form (the footer has a contact form with its own Email and Phone). */
export const customerForm = (page: Page) => page.getByRole('form', { name: 'Booking details' })

export async function fillCustomer(page: Page, overrides: Partial<typeof customer> = {}) {
  const c = { ...customer, ...overrides }
  const form = customerForm(page)
  await form.getByLabel('First name').fill(c.firstName)
  await form.getByLabel('Last name').fill(c.lastName)
  await form.getByLabel('Email').fill(c.email)
  await form.getByLabel('Phone').fill(c.phone)
  await form.getByRole('combobox', { name: 'Event address' }).fill(c.address)
  await form.getByRole('combobox', { name: 'Event address' }).press('Escape')
  await form.getByLabel('Event type').selectOption(c.eventType)
  await form.getByLabel('Expected guests').fill(c.guestCount)
  await form.getByLabel('How did you hear about us?').selectOption(c.referralSource)
}

export const stepHeading = (page: Page, label: string) =>
  page.getByRole('heading', { level: 1, name: label })

/** Pages the calendar until `date` shows; returns its day button. */
export async function showDay(page: Page, date: string) {
  const day = page.locator(`[data-day="${date}"]:not([data-outside]) button`)
  for (let i = 0; i < 24 && !(await day.isVisible()); i++) {
    const first = await page
      .locator('td[data-day]:not([data-outside])')
      .first()
      .getAttribute('data-day')
    await page
      .getByRole('button', { name: (first ?? '') < date ? /next month/i : /previous month/i })
      .click()
  }
  return day
}

export async function clickDay(page: Page, date: string) {
  await (await showDay(page, date)).click()
}

export async function chooseSlot(page: Page, date: string, time: string) {
  await clickDay(page, date)
  await page.getByLabel('Start time').selectOption(time)
}

/**
 * The payment step's typed signature (it replaced the terms checkbox): the name shows in script
 * beside "I agree"; the payment form opens once the server recorded it.
 */
export async function signTerms(page: Page, name = 'Ada Lovelace') {
  await page.getByLabel('Type your full name to sign').fill(name)
  await expect(page.getByTestId('signature-preview')).toContainText(name)
  await page.getByRole('button', { name: 'Sign and continue to payment' }).click()
  await expect(page.getByTestId('terms-accepted')).toBeVisible()
}

/** No axe violations on the current screen, toasts included. */
export async function expectAccessible(page: Page, where: string) {
  const violations = await axeEveryRule(page)
  expect(violations.map((v) => `${where}: ${v}`)).toEqual([])
}

export async function shot(page: Page, testInfo: TestInfo, name: string) {
  // From the top, so the sticky header is not captured mid-page.
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, {
    path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`),
    fullPage: true,
  })
}

/** Books through the API, as another customer would (e.g. to fill the booths for a slot). */
export async function bookViaApi(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post('/api/bookings', {
    headers: { 'X-Forwarded-For': visitorIp() },
    data: bookingBody({ email: 'other@example.com', packageId: 2, paymentType: 'full', ...body }),
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()) as { id: number; accessToken: string }
}

/** The customer signs through the API, as the payment step does (no payment is taken before). */
export async function signViaApi(
  request: APIRequestContext,
  b: { id: number; accessToken: string },
  signatureName = 'Ada Lovelace',
) {
  const headers = { 'X-Forwarded-For': visitorIp() }
  const terms = await (await request.get('/api/terms-version', { headers })).json()
  const res = await request.post(`/api/bookings/${b.id}/accept-terms`, {
    headers,
    data: { token: b.accessToken, signatureName, termsHash: terms.hash },
  })
  expect(res.status(), await res.text()).toBe(200)
}

/** Puts a saved wizard state in this browser and reloads, as a returning visitor. */
export async function seedWizard(page: Page, state: Record<string, unknown>) {
  // Once per tab: a later reload must show what the app saved, not the seed again.
  await page.addInitScript((s) => {
    if (sessionStorage.getItem('wizardSeeded')) return
    localStorage.setItem('bookingWizardState', JSON.stringify(s))
    sessionStorage.setItem('wizardSeeded', '1')
  }, state)
  await page.goto('/booking')
}

export const savedCustomer = { ...customer, notes: '' }

export function collectErrors(page: Page) {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  page.on(
    'response',
    (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.request().method()} ${r.url()}`),
  )
  return errors
}
