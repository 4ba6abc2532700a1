import { expect, test, type Page } from '@playwright/test'
import { format, parseISO } from 'date-fns'

import { dateInDays } from '../helpers/testData'
import { waitForMail } from '../helpers/mailCapture'
import { manage, pageOf, paidBooking, sampleDetails } from '../helpers/selfService'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { axeViolations } from '../helpers/axe'
import { screenshot } from '../helpers/screenshot'
import { atDesktop, atPhone } from '../helpers/widths'

// The shared check: it waits for the streamed <title> (a fresh run once caught it on its way).
const axeClean = async (page: Page) => expect(await axeViolations(page)).toEqual([])

test(
  'a customer opens the emailed link, reschedules, then cancels and sees the refund',
  atPhone,
  async ({ page }, testInfo) => {
    const off = testInfo.project.name === 'phone' ? 0 : 5 // each width its own dates
    const from = dateInDays(70 + off)
    const to = dateInDays(72 + off)
    const b = await paidBooking({ eventDate: from, eventTime: '18:00' })
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))

    // The link as the customer gets it: from the confirmation email on the local SMTP server.
    const mail = await waitForMail(b.email, /booked/, 20_000)
    const link = mail.text.match(/Manage your booking: (\S+)/)?.[1]
    expect(link).toContain(`/booking/manage?booking_id=${b.id}&token=`)
    const url = new URL(link!)
    await page.goto(`${url.pathname}${url.search}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible()
    await expect(page.getByText(b.reference)).toBeVisible()
    await expect(page.getByText('6:00 PM –', { exact: false })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Add to calendar (.ics)' })).toHaveAttribute(
      'download',
      `${b.reference}.ics`,
    )
    await axeClean(page)
    await screenshot(page, {
      path: testInfo.outputPath(`manage-${testInfo.project.name}.png`),
      fullPage: true,
    })

    // Reschedule: pick the new day (by keyboard on the calendar's day button) and a time.
    const day = page.getByRole('button', {
      name: new RegExp(`^${format(parseISO(to), 'EEEE, MMMM d, yyyy')}`),
    })
    for (let i = 0; i < 6 && !(await day.isVisible()); i++)
      await page.getByRole('button', { name: /next month/i }).click()
    await day.focus()
    await page.keyboard.press('Enter')
    await page.getByLabel('Start time (Winnipeg time)').selectOption('18:00')
    await expect(page.getByRole('status').filter({ hasText: 'Available' })).toBeVisible()
    await page.getByRole('button', { name: 'Move my booking…' }).click()
    // Confirmed first, with the old and the new time and the free reschedule it uses (issue 37).
    const move = page.getByRole('dialog', { name: 'Move your booking?' })
    await expect(move).toContainText(`From${format(parseISO(from), 'EEEE, MMMM d, yyyy')}, 6:00 PM`)
    await expect(move).toContainText(`To${format(parseISO(to), 'EEEE, MMMM d, yyyy')}, 6:00 PM`)
    await expect(move.getByTestId('reschedule-uses')).toHaveText(
      'This uses your free reschedule: after it, a new date is arranged with us by phone.',
    )
    await expect(move.getByRole('button', { name: 'Keep my date' })).toBeFocused()
    await axeClean(page)
    await screenshot(page, {
      path: testInfo.outputPath(`reschedule-confirm-${testInfo.project.name}.png`),
    })
    await move.getByRole('button', { name: 'Yes, move my booking' }).click()
    await expect(page.getByText(format(parseISO(to), 'EEEE, MMMM d, yyyy')).first()).toBeVisible()
    await expect(page.getByTestId('reschedule-limit')).toContainText('call us at')

    // Cancel by keyboard: the refund the terms give today is shown before confirming.
    await expect(page.getByTestId('refund-today')).toContainText('75%')
    await expect(page.getByTestId('refund-today')).toContainText('$224.25')
    await page.getByRole('button', { name: 'Cancel booking…' }).focus()
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: /Cancel this booking and refund \$224\.25\?/ })
    await expect(confirm).toContainText('Refund (75%)$224.25')
    // The safe choice has the focus: Enter alone never cancels.
    await expect(confirm.getByRole('button', { name: 'Keep my booking' })).toBeFocused()
    await axeClean(page)
    await screenshot(page, {
      path: testInfo.outputPath(`cancel-confirm-${testInfo.project.name}.png`),
    })
    await page.keyboard.press('Shift+Tab')
    await expect(page.getByRole('button', { name: 'Yes, cancel my booking' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('cancelled-refund')).toContainText('Refunded: $224.25')
    await expect(page.getByTestId('booking-status')).toHaveText('Cancelled')
    // At the top again: the shorter page leaves it scrolled to the footer, under the sticky header.
    await page.evaluate(() => window.scrollTo(0, 0))
    await axeClean(page)
    await screenshot(page, {
      path: testInfo.outputPath(`manage-cancelled-${testInfo.project.name}.png`),
      fullPage: true,
    })
    await waitForMail(b.email, /is cancelled/)
    expect(errors).toEqual([])
  },
)

test('a wrong token shows the plain not-found page', atPhone, async ({ page }) => {
  // In the browser, not tests/int: for this page's notFound() the server sends Next's empty error
  // shell (<html id="__next_error__">) and the client draws the not-found page from the RSC
  // payload. The 404 and that nothing leaks are tests/int/self-service's.
  const res = await page.goto('/booking/manage?booking_id=1&token=wrong')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible()
})

test(
  'staff see the event details in Today and on the booking, and send a new link',
  atDesktop,
  async ({ page }, testInfo) => {
    const b = await paidBooking({ eventDate: dateInDays(7), eventTime: '08:00' })
    const details = await manage().details(b.id, b.accessToken, {
      ...sampleDetails,
      frameText: `Frame ${b.reference}`,
    })
    expect(details.status).toBe(200)
    const { email, password } = staffAccount(testInfo)
    await openAdminAs(page, email, password)
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
    await expect(page.getByText(`Frame: “Frame ${b.reference}” (navy and gold)`)).toBeVisible()
    await axeClean(page)
    await screenshot(page, { path: testInfo.outputPath('admin-today-1280.png'), fullPage: true })
    await page.goto(`/admin/collections/bookings/${b.id}`)
    // The booking workspace shows the customer's details; the inputs sit collapsed below it.
    await expect(page.getByTestId('event-details')).toContainText('Jo Venue')
    await screenshot(page, { path: testInfo.outputPath('admin-booking-1280.png'), fullPage: true })
    await page.getByRole('button', { name: 'Send a new link…' }).click()
    // Confirmed first: it disables every earlier link (issue 37).
    await expect(
      page.getByText('every link sent before (in emails or texts) stops opening'),
    ).toBeVisible()
    expect((await pageOf(b.id, b.accessToken)).status).toBe(200)
    await page.getByRole('button', { name: 'Make a new link' }).click()
    const outcome = page.getByTestId('email-outcome')
    await expect(outcome).toContainText('New link emailed. Earlier links no longer work.')
    await expect(outcome.getByLabel('Link for the customer')).toHaveValue(
      new RegExp(`/booking/manage\\?booking_id=${b.id}&token=`),
    )
    await expect(outcome.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await axeClean(page)
    await screenshot(page, { path: testInfo.outputPath('admin-new-link-1280.png'), fullPage: true })
    await waitForMail(b.email, /new booking link/)
    expect((await pageOf(b.id, b.accessToken)).status).toBe(404)
  },
)
