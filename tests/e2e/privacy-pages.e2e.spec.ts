import { createHash } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { addressToken } from '../../plugins/privacy/keys/unsubscribeToken'
import { axeViolations } from '../helpers/axe'
import { asNewVisitor } from '../helpers/site'
import { screenshot } from '../helpers/screenshot'

test.beforeEach(async ({ page }) => asNewVisitor(page))

test.describe('accessibility statement and feedback', () => {
  test('is linked from the footer, reads well, passes axe and takes a format request by keyboard', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click()
    await expect(page).toHaveURL(/\/accessibility$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible()
    await expect(page.getByText('Accessibility for Manitobans Act')).toBeVisible()
    const form = page.getByRole('region', { name: 'Accessibility feedback and format requests' })
    await expect(form).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // Empty: each required field says what it needs.
    await form.getByRole('button', { name: 'Send' }).click()
    await expect(form.getByText('Please enter your name')).toBeVisible()
    await expect(form.getByText('Please tell us what you need')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    // By keyboard alone: type, choose, send.
    await form.getByLabel('Your name').focus()
    await page.keyboard.type('Robin Reader')
    await page.keyboard.press('Tab')
    await page.keyboard.type(`reader-${Date.now()}@test.example.com`)
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab') // phone is optional
    await form.getByLabel(/Document you would like/).selectOption('A receipt or invoice')
    await form.getByLabel('Format (optional)', { exact: true }).selectOption('Large print')
    await form.getByLabel('Your message').focus()
    await page.keyboard.type('My last receipt in large print, please.')
    await page.keyboard.press('Tab')
    await expect(form.getByRole('button', { name: 'Send' })).toBeFocused()
    await screenshot(page, { path: testInfo.outputPath('accessibility-form.png'), fullPage: true })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('status')).toContainText(
      'We read every message about accessibility',
    )
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('unsubscribe page', () => {
  test('asks first, then unsubscribes with one press, with no account; passes axe', async ({
    page,
  }, testInfo) => {
    const email = `leaver-${Date.now()}@test.example.com`
    // Payload signs with its own key derived from PAYLOAD_SECRET (payload.secret).
    const secret = createHash('sha256')
      .update(process.env.PAYLOAD_SECRET ?? '')
      .digest('hex')
      .slice(0, 32)
    const token = addressToken(secret, 'unsubscribe', email)
    await page.goto(
      `/api/unsubscribe?email=${encodeURIComponent(email)}&list=newsletter&token=${token}`,
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible()
    await expect(page.getByText(`Stop sending the newsletter to ${email}?`)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('unsubscribe-ask.png'), fullPage: true })
    await page.getByRole('button', { name: 'Unsubscribe from the newsletter' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeVisible()
    await expect(
      page.getByText(`${email} is unsubscribed from the newsletter, starting now.`),
    ).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('unsubscribe-done.png'), fullPage: true })

    await page.goto(
      `/api/unsubscribe?email=${encodeURIComponent(email)}&list=newsletter&token=forgedforgedforged`,
    )
    await expect(page.getByRole('heading', { level: 1, name: 'Link not valid' })).toBeVisible()
  })
})
