import { expect, test } from '@playwright/test'

import {
  chooseSlot,
  collectErrors,
  expectAccessible,
  fillCustomer,
  shot,
  slotDate,
  stepHeading,
  visitorIp,
  signTerms,
} from '../helpers/wizard'

// Its own simulated visitor address: server rate limits are per client.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })

// Digital Plus $299 in Winnipeg (no travel) with THANKYOU15: 15% off = $44.85 → $254.15;
// 25% deposit = $63.5375 → $63.54; balance $190.61.
test('books Digital Plus from the landing page with a deposit and THANKYOU15, reload-safe and accessible at every step', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const errors = collectErrors(page)
  const date = slotDate(testInfo, 101)
  const reloadAndExpect = async (label: string) => {
    await page.reload()
    await expect(stepHeading(page, label)).toBeVisible()
    await expect(page.getByText('We restored your booking progress')).toBeVisible()
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await expect(page.getByText('We restored your booking progress')).toBeHidden()
  }

  await page.goto('/')
  await page.getByRole('link', { name: 'Book Your Event' }).first().click()
  await expect(stepHeading(page, 'Booking Details')).toBeVisible()
  await expect(page.getByText('Step 1 of 6')).toBeVisible()
  await fillCustomer(page)
  await expectAccessible(page, 'step 1')
  await shot(page, testInfo, 'step1')
  await page.getByRole('button', { name: 'Continue to Packages' }).click()

  await expect(stepHeading(page, 'Choose Your Package')).toBeVisible()
  await reloadAndExpect('Choose Your Package')
  await expectAccessible(page, 'step 2')
  await shot(page, testInfo, 'step2')
  await page.getByRole('button', { name: 'Select Digital Plus' }).click()

  await expect(stepHeading(page, 'Select Date & Time')).toBeVisible()
  await expect(page.getByText('Package Selected')).toBeVisible()
  await reloadAndExpect('Select Date & Time')
  await chooseSlot(page, date, '14:00')
  await expect(page.getByText('A photo booth is available')).toBeVisible()
  await expectAccessible(page, 'step 3')
  await shot(page, testInfo, 'step3')
  await page.getByRole('button', { name: 'Continue to Backdrop Selection' }).click()

  await expect(stepHeading(page, 'Backdrop & Add-ons')).toBeVisible()
  await expect(page.getByText('Date Confirmed')).toBeVisible()
  await reloadAndExpect('Backdrop & Add-ons')
  await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled()
  await page.getByTestId('backdrop-1').click()
  await expect(page.getByTestId('quote-total')).toHaveText('$299.00')
  await expectAccessible(page, 'step 4')
  await shot(page, testInfo, 'step4')
  await page.getByRole('button', { name: 'Continue to Payment' }).click()

  await expect(stepHeading(page, 'Payment')).toBeVisible()
  await expect(page.getByText('Details Complete')).toBeVisible()
  await reloadAndExpect('Payment')
  await signTerms(page)
  await expect(page.getByTestId('demo-notice')).toHaveText('Demo payment — no card is charged')
  await expect(page.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242')
  await page.getByLabel(/Pay a 25% deposit/).check()
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Please enter a promo code')).toBeVisible()
  await page.getByLabel('Promo code').fill('  thankyou15 ')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Promo code applied!')).toBeVisible()
  await expect(page.getByText('You saved $44.85')).toBeVisible()
  await expect(page.getByTestId('promo-applied')).toContainText('THANKYOU15')
  await expect(page.getByTestId('quote-total')).toHaveText('$254.15')
  await expect(page.getByTestId('quote-due-now')).toHaveText('$63.54')
  await expect(page.getByTestId('quote-balance')).toHaveText('$190.61')
  const pay = page.getByRole('button', { name: 'Pay $63.54' })
  await expectAccessible(page, 'step 5')
  await shot(page, testInfo, 'step5')
  await pay.click()

  await expect(page).toHaveURL(/\/booking-success\?booking_id=\d+&token=[\w-]+/)
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  const summary = page.locator('section', { hasText: 'Payment summary' })
  await expect(summary).toContainText('$254.15')
  await expect(summary).toContainText('$63.54')
  await expect(summary).toContainText('$190.61')
  await expect(page.getByText('Digital Plus ·')).toBeVisible()
  await expectAccessible(page, 'success')
  await shot(page, testInfo, 'success')
  // Paid: the wizard forgot this booking.
  expect(await page.evaluate(() => localStorage.getItem('bookingWizardState'))).toBeNull()
  expect(errors).toEqual([])
})
