import { expect, type Page, test } from '@playwright/test'

test.describe('returning-visitor popup', () => {
  const saveCart = (page: Page) =>
    page.evaluate(() =>
      localStorage.setItem('bookingWizardState', JSON.stringify({ currentStep: 3 })),
    )

  test('Start Fresh clears the saved wizard state and the popup stays away this session', async ({
    page,
  }) => {
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

  test('Continue Booking says Cart Restored and goes to /booking; never shown on /booking', async ({
    page,
  }) => {
    await page.goto('/booking')
    await saveCart(page)
    await page.reload()
    await expect(page.getByRole('dialog', { name: 'Welcome Back!' })).toBeHidden()
    await page.goto('/')
    const popup = page.getByRole('dialog', { name: 'Welcome Back!' })
    await popup.getByRole('button', { name: 'Continue Booking' }).click()
    await expect(page.getByText('Cart Restored')).toBeVisible()
    await expect(page).toHaveURL(/\/booking$/)
    expect(await page.evaluate(() => localStorage.getItem('bookingWizardState'))).toContain(
      'currentStep',
    )
  })

  test('a wizard state still on step 1 is not offered back', async ({ page }) => {
    await page.goto('/faq')
    await page.evaluate(() =>
      localStorage.setItem('bookingWizardState', JSON.stringify({ currentStep: 1 })),
    )
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible()
    await page.waitForTimeout(300)
    await expect(page.getByRole('dialog', { name: 'Welcome Back!' })).toBeHidden()
  })
})
