import { expect, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { screenshot } from '../helpers/screenshot'

test('the owner opens Privacy requests: erase asks first, with the safe choice focused', async ({
  page,
}, testInfo) => {
  const { email, password } = staffAccount(testInfo, 'admin')
  test.skip(!email, 'scripts/test.ts creates the staff accounts')
  await openAdminAs(page, email, password)
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()

  const person = `nobody-${Date.now()}@test.example.com`
  await page.goto(`/admin/privacy?email=${encodeURIComponent(person)}`)
  await expect(page.getByRole('heading', { name: 'Privacy requests', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Their email address')).toHaveValue(person)
  expect(await axeViolations(page)).toEqual([])
  await page.getByRole('button', { name: 'Erase this person…' }).click()
  const confirm = page.getByRole('alertdialog', { name: `Erase ${person}?` })
  await expect(confirm).toContainText('Bookings, payments, receipts and invoices stay')
  await expect(confirm.getByRole('button', { name: 'Keep their data' })).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  await screenshot(page, { path: testInfo.outputPath('privacy-admin-1280.png'), fullPage: true })
  await confirm.getByRole('button', { name: 'Yes, erase' }).click()
  await expect(page.getByText('Erased. They had no bookings or payments to keep.')).toBeVisible()
})
