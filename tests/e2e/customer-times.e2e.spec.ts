import { expect, test, type Page } from '@playwright/test'

import { addDaysToDateString, formatDateLong } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { axeViolations } from '../helpers/axe'
import { paidBooking } from '../helpers/selfService'
import { screenshot } from '../helpers/screenshot'
import { atDesktop, atPhone } from '../helpers/widths'

// The pages a customer opens from an email print the Winnipeg wall clocks the server stored and
// formatted; the browser does no zone math (issue 43: no zone data in their bundles). A browser in
// Tokyo, 14 or 15 hours ahead, would show other times if any were converted on the page.
test.use({ timezoneId: 'Asia/Tokyo' })

const nextYear = Number(todayInZone(new Date(), BUSINESS_TIME_ZONE).slice(0, 4)) + 1

/** The `week`-th Tuesday (1-based) of `month` next year: winter or summer, a quiet weekday. */
function tuesday(month: number, week: number): string {
  const first = new Date(Date.UTC(nextYear, month - 1, 1)).getUTCDay()
  const day = 1 + ((2 - first + 7) % 7) + 7 * (week - 1)
  return `${nextYear}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The value beside a label in a page's details (Pairs: dt then dd). */
const detail = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::dd[1]')

// Digital Plus (150 minutes, 30 minutes of setup); times unusual enough that no other test's
// booking holds both booths then.
const seasons = [
  {
    season: 'winter',
    month: 1,
    time: '10:45',
    setup: '10:15 AM',
    start: '10:45 AM',
    end: '1:15 PM',
  },
  { season: 'summer', month: 7, time: '19:15', setup: '6:45 PM', start: '7:15 PM', end: '9:45 PM' },
]

for (const s of seasons)
  // The times are text the server wrote: each season at one width (winter at 390 px, summer at
  // 1280 px), so each page still gets its axe scan and screenshot at both widths.
  test(
    `${s.season}: manage, success and balance pages show the times the server stored`,
    s.season === 'winter' ? atPhone : atDesktop,
    async ({ page }, testInfo) => {
      test.setTimeout(120_000)
      const width = testInfo.project.name === 'phone' ? 'phone' : 'desktop'
      // Other specs book days counted from today, so a given Tuesday is sometimes theirs (on Nov 27,
      // 2026 day 46 was Jan 12, 2027, which the 200-request race fills): then the next one.
      let b: Awaited<ReturnType<typeof paidBooking>> | undefined
      let date = ''
      for (const week of [width === 'phone' ? 2 : 3, 4, 1]) {
        date = tuesday(s.month, week)
        try {
          b = await paidBooking({ eventDate: date, eventTime: s.time, paymentType: 'deposit' })
          break
        } catch (error) {
          if (!String(error).includes('slot_taken')) throw error
        }
      }
      if (!b) throw new Error(`no booth free at ${s.time} on a Tuesday of month ${s.month}`)
      const query = `booking_id=${b.id}&token=${encodeURIComponent(b.accessToken)}`
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      const look = async (name: string) => {
        expect(await axeViolations(page)).toEqual([])
        await screenshot(page, {
          path: testInfo.outputPath(`${name}-${s.season}-${width}.png`),
          fullPage: true,
        })
      }

      await page.goto(`/booking/manage?${query}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible()
      await expect(detail(page, 'Date')).toHaveText(formatDateLong(date))
      await expect(detail(page, 'Setup begins')).toHaveText(s.setup)
      await expect(detail(page, 'Photo booth')).toHaveText(`${s.start} – ${s.end}`)
      await expect(detail(page, 'Time zone')).toHaveText('Winnipeg time')
      await look('manage')

      await page.goto(`/booking-success?${query}`)
      await expect(page.getByTestId('booking-reference')).toHaveText(b.reference)
      await expect(detail(page, 'Date')).toHaveText(formatDateLong(date))
      await expect(detail(page, 'Start time')).toHaveText(s.start)
      await expect(detail(page, 'Setup begins')).toHaveText(s.setup)
      await expect(detail(page, 'Booth opens')).toHaveText(s.start)
      await expect(detail(page, 'Booth closes')).toHaveText(s.end)
      await look('success')

      await page.goto(`/booking/balance?${query}`)
      await expect(page.getByRole('heading', { level: 1, name: 'Pay your balance' })).toBeVisible()
      await expect(
        page.getByText(`on ${formatDateLong(date)} · booking ${b.reference}`),
      ).toBeVisible()
      // Balance due the day before the event (America/Winnipeg).
      const due = formatDateLong(addDaysToDateString(date, -1))
      await expect(page.getByText(`Balance due ${due}`)).toBeVisible()
      await look('balance')
      expect(errors).toEqual([])
    },
  )
