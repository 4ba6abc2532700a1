import { expect, test } from '@playwright/test'

import { asNewVisitor } from '../helpers/site'

test.beforeEach(async ({ page }) => asNewVisitor(page))

test.describe('blog Stay Updated', () => {
  test('rejects a bad email, then subscribes and confirms', async ({ page }) => {
    await page.goto('/blog')
    const box = page.getByRole('region', { name: 'Stay Updated' })
    await box.getByLabel('Email address').fill('nope')
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await expect(box.getByText('Please enter a valid email address')).toBeVisible()
    await box.getByLabel('Email address').fill(`reader-${Date.now()}@example.com`)
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await expect(box.getByText('open the email we sent you and confirm')).toBeVisible()
  })

  test('says so when subscribing fails', async ({ page }) => {
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 500, body: 'Internal Server Error' }),
    )
    await page.goto('/blog')
    const box = page.getByRole('region', { name: 'Stay Updated' })
    await box.getByLabel('Email address').fill('reader@example.com')
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Failed to subscribe. Please try again.')).toBeVisible()
    await expect(box.getByLabel('Email address')).toHaveValue('reader@example.com')
  })
})
