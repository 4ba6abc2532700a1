import { expect, test } from '@playwright/test'

import { addDaysToDateString, formatDateLong } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import {
  bookViaApi,
  chooseSlot,
  clickDay,
  customerForm,
  showDay,
  expectAccessible,
  savedCustomer,
  seedWizard,
  shot,
  slotDate,
  stepHeading,
  visitorIp,
} from '../helpers/wizard'

// Its own simulated visitor address: server rate limits are per client.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })

const atStep = (currentStep: number, extra: Record<string, unknown> = {}) => ({
  currentStep,
  bookingFormData: savedCustomer,
  selectedPackage: 2,
  selectedDate: null,
  selectedTime: null,
  selectedBackdrop: null,
  addOnQuantities: {},
  paymentType: 'full',
  promoCode: null,
  booking: null,
  ...extra,
})

// Step 1's rules (each message, the phone's format, address suggestions by keyboard) are a
// component spec (src/components/wizard/CustomerStep.component.spec.tsx); here, the real page's
// errors as a screen reader meets them, and one suggestion from the real address service.
test('step 1 with errors passes axe, and the real address service suggests by keyboard', async ({
  page,
}) => {
  await page.goto('/booking')
  const form = customerForm(page)
  await page.getByRole('button', { name: 'Continue to Packages' }).click()
  await expect(page.getByText('First name is required', { exact: true })).toBeVisible()
  await expect(form.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
  const address = form.getByRole('combobox', { name: 'Event address' })
  await address.fill('12 Main St, Selk')
  await expect(page.getByRole('option', { name: /12 Main St, Selkirk, MB/ })).toBeVisible()
  await address.press('ArrowDown')
  await address.press('Enter')
  await expect(address).toHaveValue('12 Main St, Selkirk, MB')
  await expectAccessible(page, 'step 1 with errors')
})

test('step 3 refuses past months and past dates, and explains the 7-day notice with a toast', async ({
  page,
}, testInfo) => {
  await seedWizard(page, atStep(3))
  await expect(stepHeading(page, 'Select Date & Time')).toBeVisible()
  const today = todayInZone(new Date(), BUSINESS_TIME_ZONE)
  const soon = addDaysToDateString(today, 3)
  await clickDay(page, soon)
  await expect(page.getByText('7-Day Minimum Notice Required')).toBeVisible()
  await expect(page.getByText(/call or text .* or email/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue to Backdrop Selection' })).toBeDisabled()
  // Back to the current month, then no further; days before today are disabled.
  await showDay(page, today)
  const yesterday = addDaysToDateString(today, -1)
  if (yesterday.slice(0, 7) === today.slice(0, 7))
    await expect(page.locator(`[data-day="${yesterday}"] button`)).toBeDisabled()
  await expect(page.getByRole('button', { name: /previous month/i })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await shot(page, testInfo, 'step3-notice')
  // Times run 8:00 AM to 10:45 PM every 15 minutes.
  const times = await page.getByLabel('Start time').locator('option').allTextContents()
  expect(times.slice(1, 3)).toEqual(['8:00 AM', '8:15 AM'])
  expect(times.at(-1)).toBe('10:45 PM')
  expect(times).toHaveLength(61)
})

test('a slot with both booths taken is Not Available and offers Request Assistance', async ({
  page,
  request,
}, testInfo) => {
  const date = slotDate(testInfo, 103)
  // One booking with the Two Photo Booths add-on fills both booths.
  await bookViaApi(request, {
    eventDate: date,
    eventTime: '15:00',
    selectedAddOns: [2],
    addOnQuantities: '{"2":1}',
  })
  await seedWizard(page, atStep(3))
  await chooseSlot(page, date, '15:00')
  await expect(page.getByText('Not Available', { exact: true })).toBeVisible()
  await expect(page.getByText('Try selecting a different time or date')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue to Backdrop Selection' })).toBeDisabled()
  await expectAccessible(page, 'step 3 unavailable')
  await shot(page, testInfo, 'step3-unavailable')
  await page.getByRole('button', { name: 'Request Assistance' }).click()
  const dialog = page.getByRole('dialog', { name: 'Request Assistance' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Email')).toHaveValue(savedCustomer.email)
  // The requested slot reads as people write it, never '2027-08-14' (issue 29).
  await expect(
    dialog.getByText(`Requested: Digital Plus · ${formatDateLong(date)} · 3:00 PM`),
  ).toBeVisible()
  await shot(page, testInfo, 'step3-assistance')
  // Changing the time resets the check; a free time is available again.
  await page.keyboard.press('Escape')
  await page.getByLabel('Start time').selectOption('08:00')
  await expect(page.getByText('A photo booth is available')).toBeVisible()
})

test('Start Fresh clears restored progress', async ({ page }) => {
  await seedWizard(page, atStep(4, { selectedDate: '2099-01-01', selectedTime: '10:00' }))
  await expect(stepHeading(page, 'Backdrop & Add-ons')).toBeVisible()
  await page.getByRole('button', { name: 'Start Fresh' }).click()
  await expect(stepHeading(page, 'Booking Details')).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('')
  expect(await page.evaluate(() => localStorage.getItem('bookingWizardState'))).toBeNull()
})

test('?package= preselects a bookable package', async ({ page }) => {
  await page.addInitScript(
    (s) => localStorage.setItem('bookingWizardState', JSON.stringify(s)),
    atStep(2, { selectedPackage: null }),
  )
  await page.goto('/booking?package=3')
  await expect(stepHeading(page, 'Choose Your Package')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Continue with Classic' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.getByRole('button', { name: 'Continue with Classic' }).click()
  await expect(stepHeading(page, 'Select Date & Time')).toBeVisible()
})
