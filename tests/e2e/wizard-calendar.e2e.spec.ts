import { expect, test } from '@playwright/test'

import { formatDateLong } from '@kernel'
import {
  bookViaApi,
  dateInDays,
  expectAccessible,
  savedCustomer,
  seedWizard,
  visitorIp,
} from '../helpers/wizard'
import { screenshot } from '../helpers/screenshot'

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })

test('the calendar reaches a date a year out with the month and year selects, and marks partly booked days from one request per month', async ({
  page,
  request,
}, testInfo) => {
  const w = testInfo.project.name
  // Each width its own month (the server keeps a month's marks for 30 s), about a year out.
  const date = dateInDays(w === 'phone' ? 350 : 380)
  // Each width its own package too: the server keeps a month's marks per package for 30 s, and
  // the other width's year change may pass through this month first.
  const packageId = w === 'phone' ? 3 : 2
  for (let i = 0; i < 2; i++)
    await bookViaApi(request, { eventDate: date, eventTime: '18:00', packageId })
  const months: string[] = []
  page.on('request', (r) => {
    const m = r.url().match(/\/api\/calendar\/month\?month=(\d{4}-\d{2})/)
    if (m) months.push(m[1])
  })
  await seedWizard(page, {
    currentStep: 3,
    bookingFormData: savedCustomer,
    selectedPackage: packageId,
    selectedDate: null,
    selectedTime: null,
    selectedBackdrop: null,
    addOnQuantities: {},
    paymentType: 'full',
    promoCode: null,
    booking: null,
  })
  const year = page.getByRole('combobox', { name: 'Choose the Year' })
  const month = page.getByRole('combobox', { name: 'Choose the Month' })
  await expect(year).toBeVisible()
  await expect(page.getByRole('button', { name: /next month/i })).toBeVisible()
  // Two choices, not a dozen taps on "next month".
  await year.selectOption(date.slice(0, 4))
  await month.selectOption(String(Number(date.slice(5, 7)) - 1))
  const day = page.locator(`[data-day="${date}"]:not([data-outside]) button`)
  await expect(day).toBeVisible()
  await expect(day).toHaveAccessibleName(new RegExp(`^${formatDateLong(date)}, partly booked`))
  await expect(page.getByTestId('calendar-legend')).toContainText('Partly booked')
  expect(months.filter((m) => m === date.slice(0, 7))).toHaveLength(1)
  // Back and forth: the month already seen is not asked for again.
  await page.getByRole('button', { name: /next month/i }).click()
  await page.getByRole('button', { name: /previous month/i }).click()
  await expect(day).toBeVisible()
  expect(months.filter((m) => m === date.slice(0, 7))).toHaveLength(1)
  await expectAccessible(page, 'date step')
  await screenshot(page, { path: testInfo.outputPath(`calendar-${w}.png`), fullPage: true })
})
