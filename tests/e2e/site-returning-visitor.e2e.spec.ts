import { expect, type Page, test } from '@playwright/test'

// The popup's rules (when it offers a cart, Start Fresh, step 1, the wizard's own pages) are a
// component spec (src/components/layout/ReturningVisitorDialog.component.spec.tsx); here, the
// journey on the real site.
test.describe('returning-visitor popup', () => {
  const saveCart = (page: Page) =>
    page.evaluate(() =>
      localStorage.setItem('bookingWizardState', JSON.stringify({ currentStep: 3 })),
    )

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
})
