import { expect, test, type Page, type TestInfo } from '@playwright/test'

import { asNewVisitor } from '../helpers/site'
import {
  expectAccessible,
  savedCustomer,
  seedWizard,
  shot,
  slotDate,
  visitorIp,
} from '../helpers/wizard'
import { screenshot } from '../helpers/screenshot'

// Its own simulated visitor address: server rate limits are per client.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })

/** What the visitor sees (a dialog sits over the viewport, not the whole page). */
const viewShot = (page: Page, testInfo: TestInfo, name: string) =>
  screenshot(page, { path: testInfo.outputPath(`${testInfo.project.name}-${name}.png`) })

async function startChat(page: Page) {
  await page.getByRole('button', { name: 'Chat with us' }).click()
  const panel = page.getByRole('dialog', { name: 'Photo Booth Assistant' })
  await panel.getByLabel('Name').fill('Robin Northern')
  await panel.getByLabel('Email').fill('robin@test.example.com')
  await panel.getByRole('button', { name: 'Start Chat' }).click()
  await expect(panel.getByLabel('Type your message')).toBeFocused()
  return panel
}

test('an address in Thompson opens the Outside Service Area dialog prefilled, and sends it', async ({
  page,
}, testInfo) => {
  const date = slotDate(testInfo, 130)
  await asNewVisitor(page)
  await seedWizard(page, {
    currentStep: 4,
    bookingFormData: { ...savedCustomer, address: '12 Mystery Lake Rd, Thompson, MB' },
    selectedPackage: 3,
    selectedDate: date,
    selectedTime: '15:00',
    selectedBackdrop: 1,
    addOnQuantities: {},
    paymentType: 'full',
    promoCode: null,
    booking: null,
  })
  const dialog = page.getByRole('dialog', { name: 'Outside Our Service Area' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Name')).toHaveValue('Ada Lovelace')
  await expect(dialog.getByLabel('Email')).toHaveValue(savedCustomer.email)
  await expect(dialog.getByLabel('Phone')).toHaveValue(savedCustomer.phone)
  await expect(dialog.getByLabel('Event address')).toHaveValue('12 Mystery Lake Rd, Thompson, MB')
  await expect(dialog.getByLabel('Event date')).toHaveValue(date)
  await expect(dialog.getByLabel('Start time')).toHaveValue('15:00')
  await expect(dialog.getByLabel('Package')).toHaveValue('Classic')
  await expect(dialog.getByLabel('Tell us about your event')).toHaveValue(
    /^Wedding for about 120 guests/,
  )
  await expectAccessible(page, 'outside-area dialog')
  await viewShot(page, testInfo, 'outside-area-dialog')

  await dialog.getByRole('button', { name: 'Send Request' }).click()
  const sent = page.getByRole('dialog', { name: 'Request Sent' })
  await expect(sent.getByText('What happens next')).toBeVisible()
  await expect(sent.getByText(/Within 24 hours we email you a quote/)).toBeVisible()
  await expectAccessible(page, 'outside-area sent')
  await viewShot(page, testInfo, 'outside-area-sent')
  await sent.getByRole('button', { name: 'Done' }).click()
  // The step keeps a way back to the form.
  await expect(page.getByRole('button', { name: 'Ask us about your event' })).toBeVisible()
  await viewShot(page, testInfo, 'outside-area-step4')
})

test('the chat answers "Is June 12, 2027 available?" and offers the outside-area form for Brandon', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000) // two replies of 1–2 s each and three axe scans
  await asNewVisitor(page)
  await page.goto('/')
  const panel = await startChat(page)
  const log = panel.getByRole('log', { name: 'Chat messages' })
  await expectAccessible(page, 'chat log') // the log is focusable before any link is in it
  await panel.getByLabel('Type your message').fill('Is June 12, 2027 available?')
  await panel.getByLabel('Type your message').press('Enter')
  await expect(log.locator('[data-sender="bot"]').last()).toContainText(
    'On Saturday, June 12, 2027 a booth is free',
  )
  await expectAccessible(page, 'chat date answer')
  await viewShot(page, testInfo, 'chat-date-answer')

  await panel.getByLabel('Type your message').fill('Do you go to Brandon?')
  await panel.getByLabel('Type your message').press('Enter')
  const offer = log.getByRole('link', { name: 'Send us your event details' })
  await expect(offer).toBeVisible()
  await viewShot(page, testInfo, 'chat-outside-offer')
  await offer.click()
  const dialog = page.getByRole('dialog', { name: 'Outside Our Service Area' })
  await expect(dialog.getByLabel('Name')).toHaveValue('Robin Northern')
  await expect(dialog.getByLabel('Email')).toHaveValue('robin@test.example.com')
  await expect(dialog.getByLabel('Event address')).toHaveValue('Brandon, MB')
  await expectAccessible(page, 'outside-area dialog from chat')
  await viewShot(page, testInfo, 'chat-outside-area')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(panel).toBeVisible()
})

test('the logo pages show the logo set', async ({ page }, testInfo) => {
  for (const [path, tagline] of [
    ['/logo-demo', null],
    ['/logo-winnipeg-demo', 'Winnipeg, Manitoba'],
  ] as const) {
    const res = await page.goto(path)
    expect(res?.status()).toBe(200)
    for (const caption of ['Logo on light', 'Logo on dark', 'Icon', 'Social sharing image'])
      await expect(page.getByText(caption, { exact: false }).first()).toBeVisible()
    for (const img of await page.locator('main img').all())
      expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(
        true,
      )
    if (tagline) await expect(page.getByText(tagline).first()).toBeVisible()
    await expectAccessible(page, path)
    await shot(page, testInfo, path.slice(1))
  }
})
