import { expect, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { waitForMail } from '../helpers/mailCapture'
import { staffAccount } from '../helpers/staffAccount'
import { customer, dateInDays } from '../helpers/testData'
import { screenshot } from '../helpers/screenshot'
import { fileDays } from '../helpers/fileDays'
import { retryDays } from '../helpers/retryDays'
import { atPhone } from '../helpers/widths'

// Issue 35 at 390 px: a booking staff took by phone is paid from its emailed link with the
// wizard's choice. The customer signs, picks a 40% deposit, pays it, and the server holds exactly
// that amount paid and the rest as the balance.
test(
  'a phone booking link lets the customer choose a 40% deposit, and exactly that is taken',
  atPhone,
  async ({ page, request }, testInfo) => {
    const { email: staffEmail, password } = staffAccount(testInfo)
    test.skip(!staffEmail, 'scripts/test.ts creates the staff account')
    const login = await request.post('/api/users/login', { data: { email: staffEmail, password } })
    const { token: jwt } = await login.json()
    const email = `phone-link-${Date.now()}@test.example.com`
    const created = await request.post('/api/bookings/staff', {
      headers: { Authorization: `JWT ${jwt}` },
      data: {
        ...customer,
        email,
        packageId: 2, // Digital Plus, $299.00 in Winnipeg
        backdropId: 1,
        eventDate: dateInDays(fileDays('phone-booking-link.e2e').offset(0) + retryDays()), // this spec's own day
        eventTime: '13:00',
        address: '100 Main St, Winnipeg, MB',
        selectedAddOns: [],
        addOnQuantities: '{}',
        paymentType: 'deposit',
        source: 'phone',
        then: { action: 'payment_link' },
      },
    })
    expect(created.status(), await created.text()).toBe(201)
    const booking = (await created.json()) as { id: number }

    const mail = await waitForMail(email, /Complete your booking/, 20_000)
    const link = mail.text.match(/https?:\/\/\S+(\/booking\/balance\?\S+)/)
    expect(link, mail.text).not.toBeNull()
    await page.goto(link![1])
    await expect(
      page.getByRole('heading', { level: 1, name: 'Complete your booking' }),
    ).toBeVisible()
    // Before the first payment the page claims no balance: it follows from the choice below.
    await expect(page.getByTestId('balance-due')).toHaveCount(0)
    await page.getByLabel('Type your full name to sign').fill('Ada Lovelace')
    await page.getByRole('button', { name: 'Sign and continue to payment' }).click()

    // The wizard's choice: the 25% deposit is offered; 40% typed in dollars is accepted.
    await expect(
      page.getByRole('radio', { name: /Pay a 25% deposit or more · \$74\.75/ }),
    ).toBeChecked()
    const amount = page.getByLabel(/Deposit to pay now/)
    await amount.fill('119.60')
    await amount.press('Tab')
    await expect(page.getByRole('button', { name: 'Pay $119.60' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('phone-link-390.png'), fullPage: true })
    await page.getByRole('button', { name: 'Pay $119.60' }).click()
    await expect(page).toHaveURL(/\/booking-success\?booking_id=/)

    const token = new URL(page.url()).searchParams.get('token')!
    const stored = await (await request.get(`/api/bookings/${booking.id}?token=${token}`)).json()
    expect([stored.status, stored.depositAmount.cents, stored.remainingBalance.cents]).toEqual([
      'confirmed',
      11960,
      17940,
    ])
  },
)
