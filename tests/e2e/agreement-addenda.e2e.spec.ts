// Issue 49 at 390 px: a booking moved after signing shows its addendum on the manage page; the
// customer reads what changed and accepts it by typing their name again, by keyboard. Staff (at
// 1280 px) see it awaiting the customer's acceptance in the booking workspace.
import { expect, test, type Page } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { fileDays } from '../helpers/fileDays'
import { screenshot } from '../helpers/screenshot'
import { manage, paidBooking } from '../helpers/selfService'
import { signInToAdmin, staffAccount } from '../helpers/staffAccount'
import { atDesktop, atPhone } from '../helpers/widths'

const days = fileDays('agreementAddenda.e2e')
const axeClean = async (page: Page) => expect(await axeViolations(page)).toEqual([])

test(
  'a change after signing: the addendum is accepted on the manage page by typing the name',
  atPhone,
  async ({ page }, testInfo) => {
    const b = await paidBooking({
      eventDate: days.date(0),
      eventTime: '15:00',
      paymentType: 'deposit',
    })
    expect((await manage().reschedule(b.id, b.accessToken, days.date(3), '15:00')).status).toBe(200)
    await page.goto(`/booking/manage?booking_id=${b.id}&token=${encodeURIComponent(b.accessToken)}`)
    const addenda = page.getByTestId('addenda')
    await expect(addenda.getByRole('heading', { level: 3 })).toHaveText(
      /^Addendum A-\d{4}-\d{5}-1: awaiting your acceptance$/,
    )
    await expect(page.getByTestId('addendum-changes')).toContainText(/^Date: .+ → .+/)
    await expect(page.getByTestId('booking-documents')).toContainText(
      /Addendum A-\d{4}-\d{5}-1 \(PDF\)\s*awaiting your acceptance/,
    )
    await axeClean(page)
    await screenshot(page, {
      path: testInfo.outputPath('addendum-pending-390.png'),
      fullPage: true,
    })

    const name = addenda.getByLabel('Type your full name to accept')
    await name.focus()
    await page.keyboard.type('Pat Doe')
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('addendum-accepted')).toContainText(
      /^Thank you: addendum A-\d{4}-\d{5}-1 is accepted, signed by Pat Doe\./,
    )
    await axeClean(page)
    await screenshot(page, { path: testInfo.outputPath('addendum-accepted-390.png') })
    // After a reload the section is gone; the documents list says it was accepted.
    await page.reload()
    await expect(page.getByTestId('addenda')).toHaveCount(0)
    await expect(page.getByTestId('booking-documents')).toContainText('accepted by Pat Doe')
  },
)

test(
  "staff see a change's addendum awaiting the customer's acceptance",
  atDesktop,
  async ({ page }, testInfo) => {
    const { email, password } = staffAccount(testInfo)
    test.skip(!email, 'scripts/test.ts creates the staff account')
    const b = await paidBooking({
      eventDate: days.date(6),
      eventTime: '15:00',
      paymentType: 'deposit',
    })
    expect((await manage().reschedule(b.id, b.accessToken, days.date(8), '15:00')).status).toBe(200)
    await signInToAdmin(page, email, password)
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
    await page.goto(`/admin/collections/bookings/${b.id}`)
    const addenda = page.getByTestId('agreement-addenda')
    await expect(addenda).toContainText(
      /^Addendum A-\d{4}-\d{5}-1 \(Date: .+ → .+\): awaiting the customer's acceptance\./,
    )
    await expect(
      addenda.getByRole('link', { name: /^Download A-\d{4}-\d{5}-1 \(PDF\)$/ }),
    ).toBeVisible()
    expect(await axeViolations(page, '[data-testid="agreement-panel"]')).toEqual([])
    await page.getByTestId('agreement-panel').scrollIntoViewIfNeeded()
    await screenshot(page, { path: testInfo.outputPath('addendum-workspace-1280.png') })
  },
)
