import { expect, test, type APIRequestContext } from '@playwright/test'

import { dateInDays } from '../helpers/testData'
import { axeViolations } from '../helpers/axe'
import { signInToAdmin, staffAccount } from '../helpers/staffAccount'
import { bookViaApi, expectAccessible, shot, signViaApi } from '../helpers/wizard'
import { screenshot } from '../helpers/screenshot'
import { retryDays } from '../helpers/retryDays'
import { atDesktop, atPhone } from '../helpers/widths'

// Issue 35 (p35): a tip from the manage page at 390 and 1280 px, and staff "Charge now" confirmed
// first and answered with what happened. Days 505–528 ahead: no other test books there.

/** Pays a held booking with the demo card through the API, as the wizard's payment step does. */
async function payDemo(
  request: APIRequestContext,
  b: { id: number; accessToken: string },
  body: Record<string, unknown>,
  card = '4242 4242 4242 4242',
) {
  if (body.purpose !== 'balance') await signViaApi(request, b)
  const intent = await (
    await request.post('/api/create-payment-intent', {
      data: { bookingId: b.id, token: b.accessToken, ...body },
    })
  ).json()
  await request.post('/api/demo-payments/confirm', {
    data: {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: card,
    },
  })
  const done = await request.post('/api/confirm-booking', {
    data: { bookingId: b.id, paymentIntentId: intent.paymentIntentId },
  })
  expect(done.status()).toBe(200)
}

test(
  'leaves a 15% tip from the manage page and gets its receipt',
  atPhone,
  async ({ page, request }, testInfo) => {
    const phone = testInfo.project.name === 'phone'
    // Days 601–605 are this file's (P35_DAYS, 505–528, are the plan specs' at pid-derived hours).
    const b = await bookViaApi(request, {
      eventDate: dateInDays((phone ? 602 : 601) + retryDays()),
      eventTime: phone ? '10:15' : '13:45',
      paymentType: 'full',
    })
    await payDemo(request, b, { paymentType: 'full' })
    const manage = `/booking/manage?booking_id=${b.id}&token=${encodeURIComponent(b.accessToken)}`
    await page.goto(manage)
    const tips = page.locator('#tip')
    await expect(tips).toContainText('carries no GST or RST')
    await tips.getByLabel('15% ($44.85)').check()
    await expectAccessible(page, 'manage page, tip chosen')
    await shot(page, testInfo, 'tip-manage')
    // Keyboard: the amount field, then the link to pay.
    await tips.getByLabel('Another amount').check()
    await tips.getByLabel('Amount in dollars').fill('0.50')
    await expect(tips.getByText('From $1.00 to $299.00.')).toBeVisible()
    await expect(tips.getByRole('link', { name: /Continue to tip/ })).toHaveCount(0)
    await tips.getByLabel('Amount in dollars').fill('44.85')
    await page.keyboard.press('Tab')
    await expect(tips.getByRole('link', { name: 'Continue to tip $44.85' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('tip-amount')).toContainText('A tip of $44.85')
    await expectAccessible(page, 'tip page')
    await shot(page, testInfo, 'tip-pay')
    await page.getByRole('button', { name: 'Pay $44.85' }).click()
    await expect(page).toHaveURL(/\/booking\/manage\?.*tipped=1/)
    await expect(page.getByText(/Receipt R-\d{4}-\d+/).last()).toBeVisible()
    // Issue 49: the toast says a tip was received; the payment reads as a tip; the card thanks them.
    await expect(
      page.getByText('Your tip of $44.85 for the attendant was received. Thank you!'),
    ).toBeVisible()
    await expect(page.getByRole('list', { name: 'Payments received' })).toContainText(
      'Tip for the attendant, $44.85 (Card), thank you',
    )
    await expect(page.getByTestId('tip-thanks')).toHaveText(
      'Thank you for your tip of $44.85: all of it goes to the attendant who runs your booth.',
    )
    await expect(page.locator('#tip')).toHaveCount(0)
    await expectAccessible(page, 'manage page, tip paid')
    await shot(page, testInfo, 'tip-thanks')
  },
)

test(
  'staff "Charge now" asks first, then says the card was declined and why',
  atDesktop,
  async ({ page, request }, testInfo) => {
    const { email, password } = staffAccount(testInfo)
    test.skip(!email, 'scripts/test.ts creates the staff account')
    const b = await bookViaApi(request, {
      eventDate: dateInDays(605 + retryDays()),
      eventTime: '11:30',
      paymentType: 'deposit',
    })
    await payDemo(request, b, { paymentType: 'plan', saveCard: true }, '4000 0000 0000 0341')
    await signInToAdmin(page, email, password)
    await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
    await page.goto(`/admin/collections/bookings/${b.id}`)
    const panel = page.getByTestId('schedule-panel')
    await expect(panel).toContainText('Card on file: Demo card ending in 0341')
    await panel.getByRole('button', { name: /^Charge now \(\$\d+\.\d\d\)…$/ }).click()
    const dialog = page.locator('.confirmation-modal')
    await expect(dialog).toContainText(/Charge \$\d+\.\d\d now\?/)
    await expect(dialog).toContainText('to Demo card ending in 0341')
    // Payload's own admin frame has its own landmarks: the dialog is what this test adds.
    expect(await axeViolations(page, '.confirmation-modal')).toEqual([])
    expect(await axeViolations(page, '[data-testid="schedule-panel"]')).toEqual([])
    await screenshot(page, { path: testInfo.outputPath('desktop-pages-charge-now-confirm.png') })
    await dialog.getByRole('button', { name: /^Charge \$/ }).click()
    await expect(
      page.getByText(
        /^Declined: \$\d+\.\d\d was not charged to Demo card ending in 0341\. The bank said: Your card was declined\.$/,
      ),
    ).toBeVisible()
    await screenshot(page, { path: testInfo.outputPath('desktop-pages-charge-now-declined.png') })
  },
)
