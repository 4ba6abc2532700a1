import { expect, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { waitForMail } from '../helpers/mailCapture'
import { paidBooking } from '../helpers/selfService'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { dateInDays } from '../helpers/testData'
import { screenshot } from '../helpers/screenshot'
import { fileDays } from '../helpers/fileDays'
import { retryDays } from '../helpers/retryDays'
import { atDesktop, atPhone } from '../helpers/widths'

// One look at the printable receipt on a phone: the link from the payment's email, axe clean.
test(
  'the receipt from the payment email opens, prints and downloads at 390 px',
  atPhone,
  async ({ page }, testInfo) => {
    const b = await paidBooking({
      eventDate: dateInDays(237 + retryDays()),
      eventTime: '12:00',
      firstName: 'Éloïse',
      lastName: 'Côté',
    })
    const mail = await waitForMail(b.email, /booked/, 20_000)
    const link = mail.text.match(/Receipt (R-\d{4}-\d{5}): (\S+)/)
    expect(link, mail.text).not.toBeNull()
    const url = new URL(link![2])
    await page.goto(`${url.pathname}${url.search}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible()
    await expect(page.getByTestId('document-number')).toHaveText(link![1])
    await expect(page.getByText('Éloïse Côté')).toBeVisible()
    await expect(page.getByText(/^GST number: /)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'download',
      `${link![1]}.pdf`,
    )
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('receipt-390.png'), fullPage: true })
  },
)

// Staff see the booking's receipts on its page and download each as a PDF.
test(
  'staff download a receipt from the booking page at 1280 px',
  atDesktop,
  async ({ page }, testInfo) => {
    const { email, password } = staffAccount(testInfo)
    test.skip(!email, 'scripts/test.ts creates the staff account')
    const b = await paidBooking({
      eventDate: dateInDays(fileDays('receipts.e2e').offset(0) + retryDays()),
      eventTime: '12:00',
    })
    await openAdminAs(page, email, password)
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
    await page.goto(`/admin/collections/bookings/${b.id}`)
    const list = page.getByRole('region', { name: 'Receipts and invoices' })
    const link = list.getByRole('link', { name: /^Download R-\d{4}-\d{5}$/ })
    await expect(link).toBeVisible()
    await expect(list).toContainText('$299.00')
    expect(await axeViolations(page, '[aria-labelledby="booking-documents-heading"]')).toEqual([])
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/^R-\d{4}-\d{5}\.pdf$/)
    await list.scrollIntoViewIfNeeded()
    await screenshot(page, { path: testInfo.outputPath('booking-documents-1280.png') })

    // The stored document: amounts in dollars, read-only.
    const id = (await link.getAttribute('href'))?.match(/booking-documents\/(\d+)\/pdf/)?.[1]
    await page.goto(`/admin/collections/booking-documents/${id}`)
    await expect(
      page.locator('.money-field').filter({ hasText: 'Amount (taxes included)' }),
    ).toContainText('$299.00')
    await expect(page.locator('.money-field').filter({ hasText: 'GST' }).first()).toContainText(
      '$13.35',
    )
    expect(await axeViolations(page, '.money-field')).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('document-1280.png'), fullPage: true })
  },
)
