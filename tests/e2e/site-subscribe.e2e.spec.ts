import { expect, test } from '@playwright/test'

import { asNewVisitor } from '../helpers/site'

test.beforeEach(async ({ page }) => asNewVisitor(page))

test.describe('blog Stay Updated', () => {
  // The form's rules (a bad email, a failed subscription) are a component spec
  // (src/components/pages/SubscribeForm); this is the journey to the real endpoint.
  test('subscribes and confirms', async ({ page }) => {
    await page.goto('/blog')
    const box = page.getByRole('region', { name: 'Stay Updated' })
    await box.getByLabel('Email address').fill(`reader-${Date.now()}@example.com`)
    await box.getByRole('button', { name: 'Subscribe' }).click()
    await expect(box.getByText('open the email we sent you and confirm')).toBeVisible()
  })
})
