import { expect, type Page, test } from '@playwright/test'

import { asNewVisitor } from '../helpers/site'
import { screenshot } from '../helpers/screenshot'

// The forms' rules and states (validation, Sending..., failures, a refused field, a rate limit)
// are component specs (src/components/forms, src/components/dialogs); the server's limits are
// integration tests (tests/int/inquiries). Here: each form reached from the real site sends to the
// real server, once, at the width visitors use (390 px).
test.beforeEach(async ({ page }) => asNewVisitor(page))

async function fillContact(scope: ReturnType<Page['locator']> | Page, who = 'Morgan') {
  await scope.getByLabel('Name').fill(who)
  await scope.getByLabel('Email').fill(`${who.toLowerCase()}@example.com`)
  await scope.getByLabel('Phone').fill('204-555-0177')
  await scope
    .getByLabel(/Message|Tell us about your event|Event details/)
    .fill('A wedding on June 14 at the Fort Garry Hotel.')
}

test('the footer contact form sends from any page', async ({ page }) => {
  await page.goto('/faq')
  const footer = page.locator('footer form')
  await fillContact(footer, 'Footer')
  await footer.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message sent!')).toBeVisible()
})

test.describe('dialogs', () => {
  test('Request Custom Quote opens from the Custom package, closes with Escape and sends', async ({
    page,
  }, testInfo) => {
    await page.goto('/')
    const custom = page.getByTestId('package-custom')
    await expect(custom.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await custom.getByRole('button', { name: 'Request Custom Quote' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request Custom Quote' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await custom.getByRole('button', { name: 'Request Custom Quote' }).click()
    await screenshot(page, {
      path: testInfo.outputPath(`quote-dialog-${testInfo.project.name}.png`),
    })
    await fillContact(dialog, 'Quote')
    await dialog.getByRole('button', { name: 'Request Quote' }).click()
    await expect(page.getByText('Request Sent')).toBeVisible()
    await expect(
      page.getByText(/contact you within 24 hours with a customized quote/),
    ).toBeVisible()
    await expect(dialog).toBeHidden()
  })

  test('Contact Us dialog on the home page sends a message', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Not on the list? Contact Us' }).click()
    const dialog = page.getByRole('dialog', { name: 'Contact Us' })
    await fillContact(dialog, 'Dialog')
    await dialog.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message sent!')).toBeVisible()
    await expect(dialog).toBeHidden()
  })
})

test('the service-areas page opens Outside Our Service Area, and the contact page Request Assistance', async ({
  page,
}) => {
  await page.goto('/service-areas')
  await page.getByRole('button', { name: 'Ask us about your event' }).click()
  const outside = page.getByRole('dialog', { name: 'Outside Our Service Area' })
  await outside.getByLabel('Name').fill('Remote')
  await outside.getByLabel('Email').fill('remote@example.com')
  await outside.getByLabel('Tell us about your event').fill('Wedding in Brandon, August 2')
  await outside.getByRole('button', { name: 'Send Request' }).click()
  await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeVisible()

  await page.goto('/contact')
  await page.getByRole('button', { name: 'Request Assistance' }).click()
  const assistance = page.getByRole('dialog', { name: 'Request Assistance' })
  await assistance.getByLabel('Name').fill('Soon')
  await assistance.getByLabel('Email').fill('soon@example.com')
  await assistance.getByLabel('Phone').fill('2045550188')
  await assistance.getByRole('button', { name: 'Send Request' }).click()
  await expect(page.getByText('Request Sent')).toBeVisible()
})
