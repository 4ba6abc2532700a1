import { expect, test } from '@playwright/test'

import { dateInDays } from '../helpers/testData'
import { paidBooking } from '../helpers/selfService'
import { axeViolations } from '../helpers/axe'
import { fileDays } from '../helpers/fileDays'
import { retryDays } from '../helpers/retryDays'

/** What has the focus: its role-ish tag and accessible text, for the record of a Tab walk. */
const focused = (page: import('@playwright/test').Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el || el === document.body) return null
    const label =
      el.getAttribute('aria-label') ||
      (el.id && document.querySelector(`label[for="${el.id}"]`)?.textContent) ||
      el.textContent ||
      ''
    const style = getComputedStyle(el)
    const ring = style.outlineStyle !== 'none' || style.boxShadow !== 'none'
    return { tag: el.tagName.toLowerCase(), label: label.trim().replace(/\s+/g, ' '), ring }
  })

test('the manage page works by keyboard alone: every action reachable, dialogs open and close', async ({
  page,
}, testInfo) => {
  const off = testInfo.project.name === 'phone' ? 0 : 3 // each width its own dates
  const b = await paidBooking({
    eventDate: dateInDays(fileDays('manage-keyboard.e2e').offset(0) + off + retryDays()),
    eventTime: '17:00',
  })
  await page.goto(`/booking/manage?booking_id=${b.id}&token=${encodeURIComponent(b.accessToken)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible()
  // The reschedule calendar loads after the page (lazy): walk once it is there.
  await expect(page.getByRole('button', { name: 'Go to the Next Month' })).toBeVisible()

  const walk: { tag: string; label: string; ring: boolean }[] = []
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab')
    const f = await focused(page)
    if (f) walk.push(f)
    if (f?.label.startsWith('Cancel booking')) break
  }
  const labels = walk.map((w) => w.label)
  expect(labels.some((l) => l.startsWith('Add to calendar'))).toBe(true)
  expect(labels).toContain('Save event details')
  expect(labels).toContain('Go to the Next Month') // the reschedule calendar
  // ("Move my booking…" stays disabled, out of the Tab order, until a new date is chosen.)
  expect(labels.at(-1)).toMatch(/^Cancel booking/)
  // Every stop shows where the focus is.
  expect(walk.filter((w) => !w.ring).map((w) => `${w.tag} ${w.label}`)).toEqual([])

  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /Cancel this booking/ })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Keep my booking' })).toBeFocused()
  expect(await axeViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Cancel booking…' })).toBeFocused()
  await expect(page.getByTestId('booking-status')).not.toHaveText('Cancelled')
})
