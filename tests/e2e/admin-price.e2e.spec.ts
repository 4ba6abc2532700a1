import { expect, test } from '@playwright/test'

import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { screenshot } from '../helpers/screenshot'
import { atDesktop } from '../helpers/widths'

test(
  'staff log in to /admin, change a package price, and the home page shows it',
  atDesktop,
  async ({ page, request }, testInfo) => {
    const { email, password } = staffAccount(testInfo)
    test.skip(!email, 'scripts/test.ts creates the staff account')

    await openAdminAs(page, email, password)
    await expect(page).toHaveURL(/\/admin\/?$/)

    await page.goto('/admin/collections/packages/4')
    const price = page.locator('#field-price')
    await expect(price).toHaveValue('499')
    await price.fill('549')
    await page.locator('#action-save').click()
    await expect(page.getByText('Updated successfully')).toBeVisible()
    await screenshot(page, { path: testInfo.outputPath('admin-package.png') })

    try {
      await page.goto('/')
      await expect(page.getByTestId('package-ultimate').getByTestId('package-price')).toHaveText(
        '$549',
      )
    } finally {
      const login = await request.post('/api/users/login', { data: { email, password } })
      const { token } = await login.json()
      const restore = await request.patch('/api/packages/4', {
        data: { price: 499 },
        headers: { Authorization: `JWT ${token}` },
      })
      expect(restore.status()).toBe(200)
    }
  },
)
