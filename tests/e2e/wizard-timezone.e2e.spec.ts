import { expect, test, type Page } from '@playwright/test'
import ICAL from 'ical.js'

import {
  BUSINESS_TIME_ZONE,
  instantToZonedWall,
  todayInZone,
  zonedWallToInstant,
} from '@kernel/time'
import { waitForMail } from '../helpers/mailCapture'
import {
  chooseSlot,
  collectErrors,
  fillCustomer,
  shot,
  stepHeading,
  visitorIp,
  signTerms,
} from '../helpers/wizard'

// A visitor in Vancouver (whatever rules their browser has) books 1:30 PM Winnipeg time in
// January, when the old rules said UTC-6 and today's say UTC-5. Every screen, the email and the
// calendar file must say what was picked: setup 1:00 PM, booth 1:30 PM to 4:00 PM (Classic).
test.use({ timezoneId: 'America/Vancouver', extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })

/** A Wednesday in next January (2027-01-13 seen from 2026-11-23): winter, under today's rules. */
function januaryWednesday(extraWeeks: number): string {
  const year = Number(todayInZone(new Date(), BUSINESS_TIME_ZONE).slice(0, 4)) + 1
  const firstWednesday = 1 + ((3 - new Date(Date.UTC(year, 0, 1)).getUTCDay() + 7) % 7)
  return `${year}-01-${String(firstWednesday + 7 * (1 + extraWeeks)).padStart(2, '0')}`
}

/** The value shown beside a label in the success page's details. */
const detail = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]')

test('a Vancouver browser sees Winnipeg times: payment step, success page, email and .ics', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000)
  const errors = collectErrors(page)
  const date = januaryWednesday(testInfo.project.name === 'phone' ? 1 : 0)
  const email = `tz-${testInfo.project.name}-${Date.now()}@test.example.com`
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/Vancouver',
  )

  await page.goto('/booking')
  await fillCustomer(page, { email })
  await page.getByRole('button', { name: 'Continue to Packages' }).click()
  await page.getByRole('button', { name: 'Select Classic' }).click()
  await expect(stepHeading(page, 'Select Date & Time')).toBeVisible()
  await chooseSlot(page, date, '13:30')
  await expect(page.getByText('A photo booth is available')).toBeVisible()
  await page.getByRole('button', { name: 'Continue to Backdrop Selection' }).click()
  await page.getByTestId('backdrop-1').click()
  await expect(page.getByTestId('quote-total')).toHaveText('$399.00', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Continue to Payment' }).click()

  // The payment step opens once the server has held the booth and priced the intent.
  await expect(stepHeading(page, 'Payment')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByText('Setup begins 1:00 PM')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('Booth open 1:30 PM – 4:00 PM')).toBeVisible()
  await shot(page, testInfo, 'tz-payment')
  await signTerms(page)
  await page.getByRole('button', { name: /^Pay \$/ }).click()

  await expect(page).toHaveURL(/\/booking-success\?booking_id=\d+&token=[\w-]+/, {
    timeout: 60_000,
  })
  await expect(detail(page, 'Setup begins')).toHaveText('1:00 PM', { timeout: 30_000 })
  await expect(detail(page, 'Booth opens')).toHaveText('1:30 PM')
  await expect(detail(page, 'Booth closes')).toHaveText('4:00 PM')
  await expect(detail(page, 'Start time')).toHaveText('1:30 PM')
  await shot(page, testInfo, 'tz-success')

  const mail = await waitForMail(email, /booked/, 20_000)
  expect(mail.text).toContain('Setup begins: 1:00 PM')
  expect(mail.text).toContain('1:30 PM – 4:00 PM (Winnipeg time)')
  const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))
  const event = new ICAL.Event(
    new ICAL.Component(ICAL.parse(ics?.content ?? '')).getFirstSubcomponent('vevent')!,
  )
  const start = event.startDate.toJSDate()
  // Under today's rules 13:30 in Winnipeg on a January day is 18:30Z.
  expect(start.toISOString()).toBe(
    zonedWallToInstant(date, '13:30', BUSINESS_TIME_ZONE).toISOString(),
  )
  expect(start.toISOString()).toBe(`${date}T18:30:00.000Z`)
  expect(instantToZonedWall(start, BUSINESS_TIME_ZONE)).toEqual({ date, time: '13:30' })
  expect((event.endDate.toJSDate().getTime() - start.getTime()) / 60_000).toBe(150)
  expect(errors).toEqual([])
})
