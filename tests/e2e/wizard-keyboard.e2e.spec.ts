import { expect, test, type Locator, type Page } from '@playwright/test'

import { customer, slotDate, stepHeading, visitorIp } from '../helpers/wizard'

// Its own simulated visitor address: server rate limits are per client.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })

/** Presses Tab (only) until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (
      await target
        .evaluate((el) => el === document.activeElement || el.contains(document.activeElement))
        .catch(() => false)
    )
      return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Could not reach ${target} with Tab`)
}

const focusedDay = (page: Page) =>
  page.evaluate(
    () =>
      (document.activeElement?.closest('[data-day]') as HTMLElement | null)?.dataset.day ?? null,
  )

test('a keyboard-only visitor can book and pay', async ({ page }, testInfo) => {
  test.setTimeout(180_000)
  const date = slotDate(testInfo, 107)
  await page.goto('/booking')
  const type = async (label: string, text: string) => {
    await tabTo(page, page.getByLabel(label, { exact: true }))
    await page.keyboard.type(text)
  }
  await type('First name', customer.firstName)
  await type('Last name', customer.lastName)
  await type('Email', customer.email)
  await type('Phone', '2045550199')
  await type('Event address', 'Winnip')
  await expect(page.getByRole('option', { name: /Winnipeg, MB/ }).first()).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByLabel('Event type'))
  await page.keyboard.type('Wedding')
  await type('Expected guests', '90')
  await tabTo(page, page.getByLabel('How did you hear about us?'))
  await page.keyboard.type('Google')
  await tabTo(page, page.getByRole('button', { name: 'Continue to Packages' }))
  await page.keyboard.press('Enter')

  await expect(stepHeading(page, 'Choose Your Package')).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: 'Select Digital Lite' }))
  await page.keyboard.press('Enter')

  await expect(stepHeading(page, 'Select Date & Time')).toBeFocused()
  for (let i = 0; i < 60 && !(await focusedDay(page)); i++) await page.keyboard.press('Tab')
  // Arrow keys move by day and by week (DayPicker pages months by itself).
  for (let i = 0; i < 400; i++) {
    const current = await focusedDay(page)
    if (current === date) break
    const diff = (Date.parse(date) - Date.parse(current ?? date)) / 86_400_000
    await page.keyboard.press(
      diff >= 7 ? 'ArrowDown' : diff > 0 ? 'ArrowRight' : diff <= -7 ? 'ArrowUp' : 'ArrowLeft',
    )
  }
  expect(await focusedDay(page)).toBe(date)
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByLabel('Start time'))
  await page.keyboard.type('9:30 AM')
  await expect(page.getByText('A photo booth is available')).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: 'Continue to Backdrop Selection' }))
  await page.keyboard.press('Enter')

  await expect(stepHeading(page, 'Backdrop & Add-ons')).toBeFocused()
  await tabTo(page, page.getByRole('radio').first())
  await page.keyboard.press('ArrowDown') // second backdrop
  await expect(page.getByRole('radio').nth(1)).toBeChecked()
  await tabTo(page, page.getByRole('checkbox', { name: /Extra Time/ }))
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'More Extra Time' }))
  await page.keyboard.press('Enter')
  // Digital Lite $199 + 2 × 30 min Extra Time at $29 = $257.00 (self-serve: no travel surcharge).
  await expect(page.getByTestId('quote-total')).toHaveText('$257.00')
  await tabTo(page, page.getByRole('button', { name: 'Continue to Payment' }))
  await page.keyboard.press('Enter')

  await expect(stepHeading(page, 'Payment')).toBeFocused()
  await tabTo(page, page.getByLabel('Type your full name to sign'))
  await page.keyboard.type('Ada Lovelace')
  await tabTo(page, page.getByRole('button', { name: 'Sign and continue to payment' }))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('terms-accepted')).toBeVisible()
  await tabTo(page, page.getByRole('button', { name: 'Pay $257.00' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible({
    timeout: 20_000,
  })
})
