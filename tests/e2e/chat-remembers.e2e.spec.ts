import { expect, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { asNewVisitor } from '../helpers/site'
import { dateInDays } from '../helpers/testData'
import { screenshot } from '../helpers/screenshot'

test('the chat remembers the package and town, quotes with the date, and Book now fills the wizard', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const w = testInfo.project.name
  const day = dateInDays(w === 'phone' ? 150 : 152)
  await asNewVisitor(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Chat with us' }).click()
  const panel = page.getByRole('dialog', { name: 'Photo Booth Assistant' })
  await panel.getByLabel('Name').fill('Ana Gómez')
  await panel.getByLabel('Email').fill(`ana-${w}@test.example.com`)
  await panel.getByRole('button', { name: 'Start Chat' }).click()
  const box = panel.getByLabel('Type your message')
  await box.fill('Classic for our wedding in Selkirk?')
  await box.press('Enter')
  const bot = panel.locator('[data-sender="bot"]')
  await expect(bot.last()).toContainText('Tell me the date and start time', { timeout: 15_000 })
  await expect(bot.last()).toContainText('in Selkirk')
  await box.fill(`It is on ${day} at 5pm, about 120 guests`)
  await box.press('Enter')
  await expect(bot.last()).toContainText('Classic in Selkirk on', { timeout: 15_000 })
  await expect(bot.last()).toContainText('Total $')
  expect(await axeViolations(page)).toEqual([])
  await screenshot(page, { path: testInfo.outputPath(`chat-remembers-${w}.png`) })

  await bot.last().getByRole('link', { name: 'Book now' }).click()
  await expect(page).toHaveURL(/\/booking\?package=3&date=/)
  const form = page.getByRole('form', { name: 'Booking details' })
  await expect(form.getByLabel('First name')).toHaveValue('Ana')
  await expect(form.getByLabel('Last name')).toHaveValue('Gómez')
  await expect(form.getByLabel('Email')).toHaveValue(`ana-${w}@test.example.com`)
  await expect(form.getByRole('combobox', { name: 'Event address' })).toHaveValue('Selkirk, MB')
  await expect(form.getByLabel('Expected guests')).toHaveValue('120')
  const saved = await page.evaluate(() => localStorage.getItem('bookingWizardState') ?? '{}')
  expect(JSON.parse(saved)).toMatchObject({
    selectedPackage: 3,
    selectedDate: day,
    selectedTime: '17:00',
  })
  await screenshot(page, { path: testInfo.outputPath(`chat-book-now-${w}.png`), fullPage: true })
})
