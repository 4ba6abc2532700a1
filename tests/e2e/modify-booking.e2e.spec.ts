import { expect, test, type Page } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { waitForMail } from '../helpers/mailCapture'
import { paidBooking } from '../helpers/selfService'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { dateInDays } from '../helpers/testData'
import { screenshot } from '../helpers/screenshot'
import { fileDays } from '../helpers/fileDays'
import { retryDays } from '../helpers/retryDays'
import { atDesktop, atPhone } from '../helpers/widths'

// The shared check: it waits for the streamed <title> (a fresh run once caught it on its way).
const axeClean = async (page: Page) => expect(await axeViolations(page)).toEqual([])

test(
  'a customer adds Extra Time from the emailed manage link, sees the new balance and pays it',
  atPhone,
  async ({ page }, testInfo) => {
    test.slow() // the change is confirmed in a dialog now: one more axe pass
    const off = testInfo.project.name === 'phone' ? 0 : 5 // each width its own date
    const b = await paidBooking({
      eventDate: dateInDays(370 + off + retryDays()),
      eventTime: '18:00',
    })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))

    // The link as the customer gets it: from the confirmation email on the local SMTP server.
    const mail = await waitForMail(b.email, /booked/, 20_000)
    const link = new URL(mail.text.match(/Manage your booking: (\S+)/)![1]!)
    await page.goto(`${link.pathname}${link.search}`)
    const panel = page.locator('section', {
      has: page.getByRole('heading', { name: 'Change your package, backdrop or add-ons' }),
    })
    await expect(panel.getByLabel('Package')).toHaveValue('2')
    await panel.getByLabel('Extra Time', { exact: true }).selectOption('1')
    const quote = panel.getByTestId('modify-quote')
    await expect(quote).toContainText('New total (taxes included)$368.00')
    await expect(quote).toContainText('Paid so far$299.00')
    await expect(quote).toContainText('New balance$69.00')
    await axeClean(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await screenshot(page, {
      path: testInfo.outputPath(`modify-quote-${testInfo.project.name}.png`),
      fullPage: true,
    })

    await panel.getByRole('button', { name: 'Confirm the change' }).click()
    // It costs money: confirmed once more, with what it costs (issue 37).
    const dialog = page.getByRole('dialog', { name: 'Change your booking?' })
    await expect(dialog).toContainText('New balance$69.00')
    await expect(dialog.getByRole('button', { name: 'Keep it as it is' })).toBeFocused()
    await axeClean(page)
    await dialog.getByRole('button', { name: 'Yes, change my booking' }).click()
    await expect(
      panel.getByText('Your booking is updated. We emailed you the new details.'),
    ).toBeVisible()
    await expect(page.getByTestId('manage-balance')).toHaveText('$69.00')
    await expect(page.getByText('Extra Time', { exact: true }).first()).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 0))
    await axeClean(page)
    await screenshot(page, {
      path: testInfo.outputPath(`modify-done-${testInfo.project.name}.png`),
      fullPage: true,
    })
    await waitForMail(b.email, /Booking updated/)

    // The difference is paid at once through the balance page (the demo gateway).
    await page.getByRole('link', { name: 'Pay balance' }).click()
    await expect(page.getByTestId('balance-due')).toHaveText('$69.00')
    await axeClean(page)
    await page.getByRole('button', { name: 'Pay $69.00' }).click()
    await expect(page).toHaveURL(/\/booking-success\?booking_id=/)
    await expect(page.locator('section', { hasText: 'Payment summary' })).toContainText('$368.00')
    await waitForMail(b.email, /Balance received/)
    expect(errors).toEqual([])
  },
)

test(
  'staff change a booking’s backdrop and add-ons from its page',
  atDesktop,
  async ({ page }, testInfo) => {
    const b = await paidBooking({ eventDate: dateInDays(380 + retryDays()), eventTime: '12:00' })
    const { email, password } = staffAccount(testInfo)
    await openAdminAs(page, email, password)
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
    await page.goto(`/admin/collections/bookings/${b.id}`)
    await page.getByRole('button', { name: 'Change package or add-ons' }).click()
    const drawer = page.locator('dialog[open]')
    await drawer.getByLabel('Backdrop', { exact: true }).selectOption({ label: 'Gold Shimmer' })
    await drawer.getByLabel('Extra Time', { exact: true }).selectOption('2')
    await expect(drawer.getByTestId('modify-quote')).toContainText('$437.00')
    await expect(drawer.getByTestId('modify-quote')).toContainText('$138.00')
    expect(await axeViolations(page, 'dialog[open]')).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('modify-staff-1280.png'), fullPage: true })
    await drawer.getByRole('button', { name: 'Change booking' }).click()
    // The message states what became of the customer's email (sent to the local mail server).
    await expect(page.getByText('Booking changed. The customer was emailed.').first()).toBeVisible()
    const money = page.getByTestId('money-panel')
    await expect(money).toContainText('Total$437.00')
    await expect(money).toContainText('Paid$299.00')
    await expect(money).toContainText('Balance$138.00')
  },
)

// Issue 34: a cheaper change after paying in full shows the refund and the change fee it keeps.
test(
  'a customer lowers a paid Ultimate to Digital Lite: $225.00 back, $75.00 change fee shown',
  atPhone,
  async ({ page }, testInfo) => {
    const off = testInfo.project.name === 'phone' ? 0 : 5
    const b = await paidBooking({
      packageId: 4,
      eventDate: dateInDays(fileDays('modify-booking.e2e').offset(0) + off + retryDays()),
      eventTime: '12:00',
    })
    const mail = await waitForMail(b.email, /booked/, 20_000)
    const link = new URL(mail.text.match(/Manage your booking: (\S+)/)![1]!)
    await page.goto(`${link.pathname}${link.search}`)
    const panel = page.locator('section', {
      has: page.getByRole('heading', { name: 'Change your package, backdrop or add-ons' }),
    })
    await panel.getByLabel('Package').selectOption('1')
    const quote = panel.getByTestId('modify-quote')
    await expect(quote).toContainText('Refund$225.00')
    await expect(quote).toContainText('Change fee (cancellation terms)$75.00')
    await expect(quote).toContainText('New total (taxes included)$274.00')
    await axeClean(page)
    await screenshot(page, {
      path: testInfo.outputPath(`modify-lower-${testInfo.project.name}.png`),
      fullPage: true,
    })
    await panel.getByRole('button', { name: 'Confirm the change' }).click()
    // A change that keeps money under the terms is confirmed once more, naming the fee.
    const dialog = page.getByRole('dialog', { name: 'Change your booking?' })
    await expect(dialog).toContainText('Change fee (cancellation terms)$75.00')
    await dialog.getByRole('button', { name: 'Yes, change my booking' }).click()
    await expect(
      panel.getByText('Your booking is updated and the refund is on its way.'),
    ).toBeVisible()
    // The manage page's payments name the fee kept beside the new total.
    await expect(page.getByText('Change fee (cancellation terms)').first()).toBeVisible()
    await axeClean(page)
  },
)
