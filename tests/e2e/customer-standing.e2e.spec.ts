// Issue 49 at 390 and 1280 px: a plan booking's pages say the plan it chose, and a customer who
// lost the email finds "Manage my booking" in the menu and asks for the link again.
import { expect, test, type Page } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { fileDays } from '../helpers/fileDays'
import { waitForMail } from '../helpers/mailCapture'
import { screenshot } from '../helpers/screenshot'
import { paidBooking } from '../helpers/selfService'

const days = fileDays('issue49')
const axeClean = async (page: Page) => expect(await axeViolations(page)).toEqual([])

test('a plan booking: the success page and the manage page name the next part (2 of N)', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone'
  const w = phone ? '390' : '1280'
  const b = await paidBooking({
    eventDate: days.date(phone ? 4 : 5),
    eventTime: '17:00',
    paymentType: 'plan',
    saveCard: true,
  })
  const mail = await waitForMail(b.email, /booked/, 20_000)
  expect(mail.text).toMatch(/\(2 of \d+\), automatic/)
  const view = new URL(mail.text.match(/View your booking: (\S+)/)![1]!)
  await page.goto(`${view.pathname}${view.search}`)
  await expect(
    page.getByText(/Next payment \$[\d.]+ on .+ \(2 of \d+\), automatic; pay it/),
  ).toBeVisible()
  await expect(page.getByText(/the day before your event/)).toHaveCount(0)
  await axeClean(page)
  await screenshot(page, { path: testInfo.outputPath(`plan-success-${w}.png`), fullPage: true })

  const manage = new URL(mail.text.match(/Manage your booking: (\S+)/)![1]!)
  await page.goto(`${manage.pathname}${manage.search}`)
  await expect(page.getByTestId('booking-money')).toHaveText(
    /^Next payment \$[\d.]+ on .+ \(2 of \d+\), automatic$/,
  )
  const payments = page.locator('section', { has: page.getByRole('heading', { name: 'Payments' }) })
  await expect(payments).toContainText(/Payment plan\s*\d+ payments: /)
  await expect(payments).not.toContainText('Balance due')
  // The next part is the main action; the whole balance is the secondary one (issue 49, point 6).
  await expect(page.getByTestId('pay-next-part')).toContainText(/^Pay now: \$[\d.]+ due /)
  await expect(payments.getByRole('link', { name: 'Pay the whole balance' })).toBeVisible()
  await axeClean(page)
  await screenshot(page, { path: testInfo.outputPath(`plan-manage-${w}.png`), fullPage: true })
})

test('"Manage my booking" from the menu asks for the email and answers without telling', async ({
  page,
}, testInfo) => {
  const phone = testInfo.project.name === 'phone'
  const w = phone ? '390' : '1280'
  await page.goto('/')
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click()
  await page
    .getByRole('navigation', { name: phone ? 'Mobile' : 'Main' })
    .getByRole('link', { name: 'Manage my booking' })
    .click()
  await expect(page.getByRole('heading', { level: 1, name: 'Manage my booking' })).toBeVisible()
  await axeClean(page)
  await screenshot(page, { path: testInfo.outputPath(`find-booking-${w}.png`), fullPage: true })
  // Keyboard only: type the address, Enter sends it.
  await page.getByLabel('The email address you booked with').focus()
  const address = `nobody-${Date.now()}-${w}@test.example.com`
  await page.keyboard.type(address)
  await page.keyboard.press('Enter')
  // Said before anything is sent, for a booked and an unknown address alike: only "on its way".
  await expect(page.getByTestId('find-booking-done')).toHaveText(
    `If ${address} has a booking with us, a link to manage it is on its way to that address. It can take a few minutes: please check your spam folder too.`,
  )
  await axeClean(page)
  await screenshot(page, { path: testInfo.outputPath(`find-booking-sent-${w}.png`) })
})

// The service-areas page's typical fee is server output: tests/int/sitePages.
