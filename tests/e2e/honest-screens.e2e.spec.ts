// Issue 37: every figure from one money state, status words that cannot contradict, a change
// that costs money confirmed, and the success page's package line agreeing with its features.
import { expect, test, type Page } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { waitForMail } from '../helpers/mailCapture'
import { paidBooking } from '../helpers/selfService'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { dateInDays } from '../helpers/testData'
import { screenshot } from '../helpers/screenshot'
import { retryDays } from '../helpers/retryDays'
import { atDesktop, atPhone } from '../helpers/widths'

// From the top of the page: a control scrolled under the sticky header (the change panel's
// add-on select, after "Confirm the change") reads to axe as too small a target.
const axeClean = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, 0))
  expect(await axeViolations(page)).toEqual([])
}

test(
  'deposit, an hour of extra time, the balance: every screen states the same money',
  atPhone,
  async ({ page }, testInfo) => {
    // Its subject is the words and amounts, not their layout: the manage and success pages' layout
    // and axe at 1280 px are customer-standing's.
    test.slow() // a change, a payment and four pages
    const w = testInfo.project.name === 'phone' ? '390' : '1280'
    const off = testInfo.project.name === 'phone' ? 0 : 3
    const b = await paidBooking({
      eventDate: dateInDays(390 + off + retryDays()),
      eventTime: '18:00',
      paymentType: 'deposit',
    })
    const mail = await waitForMail(b.email, /booked/, 20_000)
    const link = new URL(mail.text.match(/Manage your booking: (\S+)/)![1]!)
    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByTestId('booking-status')).toHaveText('Confirmed')
    await expect(page.getByTestId('booking-money')).toContainText('Balance $224.25 due')

    // Extra Time costs money: confirmed in a dialog first.
    const panel = page.locator('section', {
      has: page.getByRole('heading', { name: 'Change your package, backdrop or add-ons' }),
    })
    await panel.getByLabel('Extra Time', { exact: true }).selectOption('2')
    await expect(panel.getByTestId('modify-quote')).toContainText('New balance$362.25')
    await panel.getByRole('button', { name: 'Confirm the change' }).click()
    const dialog = page.getByRole('dialog', { name: 'Change your booking?' })
    await expect(dialog).toContainText('This adds $138.00')
    await expect(dialog.getByRole('button', { name: 'Keep it as it is' })).toBeFocused()
    await axeClean(page)
    await screenshot(page, { path: testInfo.outputPath(`change-confirm-${w}.png`) })
    await page.keyboard.press('Escape') // keyboard: Escape keeps it as it is
    await expect(dialog).toBeHidden()
    await panel.getByRole('button', { name: 'Confirm the change' }).click()
    await dialog.getByRole('button', { name: 'Yes, change my booking' }).click()
    await expect(panel.getByText('We emailed you the new details.')).toBeVisible()
    await expect(page.getByTestId('booking-money')).toContainText('Balance $362.25 due')
    const payments = page.locator('section', {
      has: page.getByRole('heading', { name: 'Payments' }),
    })
    await expect(payments).toContainText('Deposit taken$74.75')
    await axeClean(page)

    // Pay the balance; the success page reads the same state.
    await page.getByRole('link', { name: 'Pay balance' }).click()
    await page.getByRole('button', { name: 'Pay $362.25' }).click()
    await expect(page).toHaveURL(/\/booking-success\?booking_id=/, { timeout: 30_000 })
    const summary = page.locator('section', { hasText: 'Payment summary' })
    await expect(summary).toContainText('Paid$437.00')
    await expect(summary).toContainText('Deposit taken$74.75')
    await expect(summary).toContainText('BalancePaid in full')
    await expect(summary).not.toContainText('$113')
    const pkg = page.locator('section', { has: page.getByRole('heading', { name: 'Package' }) })
    await expect(pkg).toContainText('4.5 hours')
    await expect(pkg).toContainText(
      '4.5 hours of booth time (2.5 hours in the package + 2 hours extra)',
    )
    await expect(pkg).not.toContainText('✓ 2.5 hours')
    await expect(
      page.getByText('Your booking is paid in full: there is nothing more to pay.'),
    ).toBeVisible()
    await axeClean(page)
    await screenshot(page, { path: testInfo.outputPath(`success-paid-${w}.png`), fullPage: true })

    await page.goto(`${link.pathname}${link.search}`)
    await expect(page.getByTestId('booking-money')).toHaveText('Paid in full')
    await expect(page.getByRole('link', { name: 'Pay balance' })).toHaveCount(0)
    await screenshot(page, { path: testInfo.outputPath(`manage-paid-${w}.png`), fullPage: true })

    // The balance's receipt: the lines with their taxes, paid before, the balance after, the card.
    const receipts = page.locator('section', {
      has: page.getByRole('heading', { name: 'Agreement and receipts' }), // signed: every paid booking is
    })
    await receipts
      .getByRole('link', { name: /^Receipt R-/ })
      .last()
      .click()
    await expect(page.getByTestId('document-lines')).toContainText('Extra Time')
    await expect(page.getByTestId('document-standing')).toContainText('Paid before$74.75')
    await expect(page.getByTestId('document-standing')).toContainText('This payment$362.25')
    await expect(page.getByTestId('document-standing')).toContainText('Balance after$0.00')
    await expect(page.getByTestId('document-method')).toHaveText(
      'Payment method: Demo card ending 4242',
    )
    await axeClean(page)
    await screenshot(page, { path: testInfo.outputPath(`receipt-lines-${w}.png`), fullPage: true })
  },
)

test(
  'Today and the workspace: the deposit taken, and status words that agree',
  atDesktop,
  async ({ page }, testInfo) => {
    const b = await paidBooking({
      eventDate: dateInDays(7),
      eventTime: '20:00',
      paymentType: 'deposit',
    })
    const { email, password } = staffAccount(testInfo)
    await openAdminAs(page, email, password)
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
    const card = page.locator('li').filter({
      has: page.locator(`a[href$="/admin/collections/bookings/${b.id}"]`),
    })
    await expect(card.getByTestId('today-money')).toHaveText(/^Confirmed · Balance \$224\.25 due /)
    await page.goto(`/admin/collections/bookings/${b.id}`)
    const money = page.getByTestId('money-panel')
    await expect(money).toContainText('Deposit: $74.75 taken')
    await expect(money).toContainText('Balance$224.25')
    await expect(await axeViolations(page, '[data-testid="money-panel"]')).toEqual([])
    await screenshot(page, {
      path: testInfo.outputPath('workspace-money-1280.png'),
      fullPage: true,
    })
  },
)
