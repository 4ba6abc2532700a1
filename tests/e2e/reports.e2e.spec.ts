import fs from 'node:fs'

import { expect, type Page, test } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'

import { axeViolations } from '../helpers/axe'
import { paidBooking } from '../helpers/selfService'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { dateInDays } from '../helpers/testData'
import { screenshot } from '../helpers/screenshot'
import { retryDays } from '../helpers/retryDays'
import { atDesktop, atPhone } from '../helpers/widths'

async function login(page: Page, email: string, password: string) {
  await openAdminAs(page, email, password)
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
}

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text

// The owner's dashboard at 1280 px: charts, a chart's table, the worksheet printed, axe clean.
test(
  'the owner reads the reports: charts, a table view, the worksheet printed to PDF',
  atDesktop,
  async ({ page }, testInfo) => {
    // Two bookings paid, the dashboard, axe twice, a printed PDF and a download: slow on 2 cores.
    test.setTimeout(120_000)
    const { email, password } = staffAccount(testInfo, 'admin')
    test.skip(!email, 'scripts/test.ts creates the admin account')
    await paidBooking({
      eventDate: dateInDays(421 + retryDays()),
      eventTime: '14:00',
      paymentType: 'deposit',
    })
    await paidBooking({ eventDate: dateInDays(422 + retryDays()), eventTime: '14:00' })
    await login(page, email, password)
    await expect(
      page.getByRole('navigation', { name: 'Staff views' }).getByRole('link', { name: 'Reports' }),
    ).toBeVisible()
    await page.goto('/admin/reports')
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible()
    const revenue = page.getByRole('region', { name: 'Revenue by month' })
    await expect(revenue.getByRole('img', { name: 'Revenue by month' })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Bookings by package' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'GST/RST return worksheet' })).toBeVisible()
    await expect(page.getByText(/Deposits held: \$[\d,]+\.\d\d/)).toBeVisible()
    // The reviews of the period (issue 54): requests answered, and averages by month, package, attendant.
    const reviews = page.getByRole('region', { name: 'Reviews', exact: true })
    await expect(reviews.getByRole('img', { name: 'Review requests' })).toBeVisible()
    // A period may have no review yet: the card then says so in words.
    await expect(reviews.getByRole('heading', { name: 'Reviews by attendant' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('reports-1280.png'), fullPage: true })
    await screenshot(reviews, { path: '/tmp/shots/reports/reports-reviews-1280.png' })

    // One button away: the chart's figures as a table.
    await revenue.getByRole('button', { name: 'Show table' }).click()
    const table = revenue.getByRole('table', { name: 'Revenue by month' })
    await expect(table.getByRole('columnheader', { name: 'Collected' })).toBeVisible()
    await expect(table.getByRole('row')).toHaveCount(13)
    await expect(revenue.getByRole('button', { name: 'Show chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(await axeViolations(page)).toEqual([])
    await screenshot(revenue, { path: testInfo.outputPath('reports-table-1280.png') })

    // The worksheet's documents, drilled into.
    await page.getByText(/The \d+ documents behind these figures/).click()
    await expect(page.getByRole('link', { name: /^R-\d{4}-\d{5}$/ }).first()).toBeVisible()

    // Printed: only the worksheet, with the legal name and GST number.
    await page.emulateMedia({ media: 'print' })
    const printed = await page.pdf({ format: 'Letter', printBackground: true })
    fs.writeFileSync(testInfo.outputPath('worksheet-printed.pdf'), printed)
    const text = await pdfText(new Uint8Array(printed))
    expect(text).toContain('GST/RST return worksheet')
    expect(text).toMatch(/GST number \S+/)
    expect(text).toContain('Net GST to remit')
    expect(text).not.toContain('Where customers heard about us')
    expect(text).not.toContain('Download CSV')
    await screenshot(page, {
      path: testInfo.outputPath('worksheet-print-1280.png'),
      fullPage: true,
    })
    await page.emulateMedia({ media: 'screen' })

    // The PDF download.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(
      /^gst-rst-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.pdf$/,
    )
    const file = fs.readFileSync(await download.path())
    expect(await pdfText(new Uint8Array(file))).toContain('Net RST to remit')
  },
)

test(
  'staff without the owner role see no Reports link and a refusal',
  atDesktop,
  async ({ page }, testInfo) => {
    const { email, password } = staffAccount(testInfo, 'staff')
    test.skip(!email, 'scripts/test.ts creates the staff account')
    await login(page, email, password)
    await expect(
      page
        .getByRole('navigation', { name: 'Staff views' })
        .getByRole('link', { name: 'Customers' }),
    ).toBeVisible()
    await expect(
      page.getByRole('navigation', { name: 'Staff views' }).getByRole('link', { name: 'Reports' }),
    ).toHaveCount(0)
    await page.goto('/admin/reports')
    await expect(page.locator('p[role="alert"]')).toHaveText(
      'Only the owner (an admin account) can see this page.',
    )
    await expect(page.getByRole('heading', { name: 'GST/RST return worksheet' })).toHaveCount(0)
  },
)

// A look at 390 px: the owner may check a figure on a phone; the tables scroll inside panels.
test('the reports at 390 px', atPhone, async ({ page }, testInfo) => {
  const { email, password } = staffAccount(testInfo, 'admin')
  test.skip(!email, 'scripts/test.ts creates the admin account')
  await login(page, email, password)
  await page.goto('/admin/reports')
  await expect(page.getByRole('heading', { name: 'GST/RST return worksheet' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Revenue by month' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await screenshot(page, { path: testInfo.outputPath('reports-390.png'), fullPage: true })
})
