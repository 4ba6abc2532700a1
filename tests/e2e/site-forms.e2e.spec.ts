import { expect, type Page, test } from '@playwright/test'

import { asNewVisitor } from '../helpers/site'
import { visitorIp } from '../helpers/visitorIp'
import { screenshot } from '../helpers/screenshot'

test.beforeEach(async ({ page }) => asNewVisitor(page))

const failWith500 = (page: Page, path: string) =>
  page.route(`**${path}`, (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  )

async function fillContact(scope: ReturnType<Page['locator']> | Page, who = 'Morgan') {
  await scope.getByLabel('Name').fill(who)
  await scope.getByLabel('Email').fill(`${who.toLowerCase()}@example.com`)
  await scope.getByLabel('Phone').fill('204-555-0177')
  await scope
    .getByLabel(/Message|Tell us about your event|Event details/)
    .fill('A wedding on June 14 at the Fort Garry Hotel.')
}

test.describe('contact page form', () => {
  test('requires every field, with email and tel inputs', async ({ page }) => {
    await page.goto('/contact')
    const form = page.locator('main form')
    await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email')
    await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel')
    await form.getByRole('button', { name: 'Send Message' }).click()
    for (const msg of [
      'Name is required',
      'Email is required',
      'Phone is required',
      'Message is required',
    ])
      await expect(form.getByText(msg)).toBeVisible()
    await form.getByLabel('Email').fill('not-an-email')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByText('Please enter a valid email address')).toBeVisible()
  })

  test('sends, shows Sending... then Message sent!, and clears the form', async ({ page }) => {
    await page.goto('/contact')
    const form = page.locator('main form')
    await fillContact(form)
    // Hold the request briefly so the in-flight label is observable.
    await page.route('**/api/contact', async (route) => {
      await new Promise((r) => setTimeout(r, 400))
      await route.continue()
    })
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(page.getByText('Message sent!')).toBeVisible()
    await expect(page.getByText("We'll get back to you soon.", { exact: true })).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveValue('')
    await expect(form.getByLabel('Message')).toHaveValue('')
  })

  test('keeps the form and says so when the server fails', async ({ page }) => {
    await failWith500(page, '/api/contact')
    await page.goto('/contact')
    const form = page.locator('main form')
    await fillContact(form, 'Quinn')
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible()
    await expect(form.getByLabel('Name')).toHaveValue('Quinn')
  })
})

test('the footer contact form sends from any page', async ({ page }) => {
  await page.goto('/faq')
  const footer = page.locator('footer form')
  await fillContact(footer, 'Footer')
  await footer.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Message sent!')).toBeVisible()
})

test.describe('dialogs', () => {
  test('Request Custom Quote opens from the Custom package, closes with Escape, validates and sends', async ({
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
    await dialog.getByRole('button', { name: 'Request Quote' }).click()
    await expect(dialog.getByText('Phone is required')).toBeVisible()
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

  test('Request Custom Quote failure keeps the dialog open with an error toast', async ({
    page,
  }) => {
    await failWith500(page, '/api/accommodation-request')
    await page.goto('/')
    await page
      .getByTestId('package-custom')
      .getByRole('button', { name: 'Request Custom Quote' })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Request Custom Quote' })
    await fillContact(dialog, 'Failing')
    await dialog.getByRole('button', { name: 'Request Quote' }).click()
    await expect(page.getByText('Failed to send request. Please try again.')).toBeVisible()
    await expect(dialog.getByLabel('Name')).toHaveValue('Failing')
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

  test('Outside Service Area needs name, email and message: Missing Information otherwise', async ({
    page,
  }) => {
    await page.goto('/service-areas')
    await page.getByRole('button', { name: 'Ask us about your event' }).click()
    const dialog = page.getByRole('dialog', { name: 'Outside Our Service Area' })
    await dialog.getByLabel('Name').fill('Remote')
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(page.getByText('Missing Information')).toBeVisible()
    await expect(page.getByText('Please fill in all required fields.')).toBeVisible()
    await dialog.getByLabel('Email').fill('remote@example.com')
    await dialog.getByLabel('Tell us about your event').fill('Wedding in Brandon, August 2')
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(page.getByRole('heading', { name: 'Request Sent' })).toBeVisible()
  })

  test('Request Assistance needs name, email and phone; the message is optional', async ({
    page,
  }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Request Assistance' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request Assistance' })
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    for (const msg of ['Name is required', 'Email is required', 'Phone is required'])
      await expect(dialog.getByText(msg)).toBeVisible()
    await dialog.getByLabel('Name').fill('Soon')
    await dialog.getByLabel('Email').fill('soon@example.com')
    await dialog.getByLabel('Phone').fill('2045550188')
    await dialog.getByRole('button', { name: 'Send Request' }).click()
    await expect(page.getByText('Request Sent')).toBeVisible()
  })
})

test('a refused field and a rate limit read differently (the server’s code, not its words)', async ({
  page,
}, testInfo) => {
  const ip = visitorIp()
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip })
  await page.goto('/contact')
  const form = page.locator('main form')
  const shot = (name: string) =>
    screenshot(page, { path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`) })

  // The browser checks only that a name is there; the server refuses one over 120 characters.
  await fillContact(form, 'Long')
  await form.getByLabel('Name').fill('L'.repeat(130))
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please check the form')).toBeVisible()
  await expect(
    page.getByText('Validation error: name: Must be at most 120 characters'),
  ).toBeVisible()
  await expect(form.getByLabel('Name')).toHaveValue('L'.repeat(130))
  await shot('form-validation')

  // Spend the rest of this visitor's five messages (the refused one may count), up to the limit.
  const statuses: number[] = []
  while (statuses.at(-1) !== 429 && statuses.length < 6) {
    const res = await page.request.post('/api/contact', {
      headers: { 'X-Forwarded-For': ip },
      data: { name: 'Busy', email: 'busy@example.com', phone: '2045550177', message: 'Hello' },
    })
    statuses.push(res.status())
  }
  expect(statuses.at(-1)).toBe(429)
  expect(statuses.slice(0, -1).every((status) => status === 201)).toBe(true)
  await form.getByLabel('Name').fill('Busy')
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Too many tries')).toBeVisible()
  await expect(page.getByText(/Please wait a minute, then try again/)).toBeVisible()
  await expect(page.getByText('Please check the form')).toBeHidden()
  await shot('form-rate-limit')
})
