import { expect, test, type APIRequestContext } from '@playwright/test'

import {
  bookViaApi,
  collectErrors,
  expectAccessible,
  savedCustomer,
  seedWizard,
  shot,
  slotDate,
  stepHeading,
  visitorIp,
  signTerms,
  signViaApi,
} from '../helpers/wizard'

const ip = visitorIp()
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': ip } })

const api = (request: APIRequestContext, path: string, data: unknown) =>
  request.post(`/api${path}`, { headers: { 'X-Forwarded-For': ip }, data })

/** Pays a booking with the demo gateway without confirming it (as if the browser died after paying). */
async function payWithoutConfirming(
  request: APIRequestContext,
  booking: { id: number; accessToken: string },
  purpose: 'initial' | 'balance' = 'initial',
) {
  if (purpose === 'initial') await signViaApi(request, booking)
  const intent = await (
    await api(request, '/create-payment-intent', {
      bookingId: booking.id,
      token: booking.accessToken,
      paymentType: 'deposit',
      purpose,
    })
  ).json()
  const paid = await api(request, '/demo-payments/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
  })
  expect(paid.status()).toBe(200)
  return intent.paymentIntentId as string
}

test('a declined card is shown, logged in the browser and reported; the booking stays payable', async ({
  page,
  request,
}, testInfo) => {
  const booking = await bookViaApi(request, {
    eventDate: slotDate(testInfo, 111),
    eventTime: '12:00',
    paymentType: 'full',
  })
  const reported = page.waitForRequest(
    (r) => r.url().endsWith('/api/payment-error-log') && r.method() === 'POST',
  )
  await seedWizard(page, {
    currentStep: 5,
    bookingFormData: savedCustomer,
    selectedPackage: 2,
    selectedDate: slotDate(testInfo, 111),
    selectedTime: '12:00',
    selectedBackdrop: 1,
    addOnQuantities: {},
    paymentType: 'full',
    promoCode: null,
    booking,
  })
  await expect(stepHeading(page, 'Payment')).toBeVisible()
  await page.getByLabel('Promo code').fill('NOPE')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Invalid promo code')).toBeVisible()
  await signTerms(page)
  await page.getByLabel('Card number').fill('4000 0000 0000 0002')
  await page.getByRole('button', { name: 'Pay $299.00' }).click()
  await expect(page.getByTestId('payment-error')).toHaveText('Your card was declined.')
  await expect(page.getByText('Payment Failed')).toBeVisible()
  expect((await reported).postDataJSON()).toMatchObject({
    bookingId: booking.id,
    error: 'Your card was declined.',
    step: 'payment',
  })
  const log = await page.evaluate(() => JSON.parse(localStorage.getItem('paymentErrorLog') ?? '[]'))
  expect(log.at(-1)).toMatchObject({ bookingId: booking.id, error: 'Your card was declined.' })
  await shot(page, testInfo, 'step5-declined')
  // A good card still works.
  await page.getByLabel('Card number').fill('4242 4242 4242 4242')
  await page.getByRole('button', { name: 'Pay $299.00' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
})

test('a booking record that is gone shows Booking Creation Failed with Try Again and Start Over', async ({
  page,
}) => {
  await seedWizard(page, {
    currentStep: 5,
    bookingFormData: savedCustomer,
    selectedPackage: 2,
    selectedDate: '2099-06-01',
    selectedTime: '12:00',
    selectedBackdrop: 1,
    addOnQuantities: {},
    paymentType: 'full',
    promoCode: null,
    booking: { id: 99999999, accessToken: 'x'.repeat(32) },
  })
  const card = page.getByTestId('booking-failed')
  await expect(card).toContainText('Booking Creation Failed')
  await expect(card).toContainText(
    'Booking record not found in database. Please restart the booking process.',
  )
  await expectAccessible(page, 'booking failed')
  await card.getByRole('button', { name: 'Try Again' }).click()
  await expect(stepHeading(page, 'Backdrop & Add-ons')).toBeVisible()
})

test('the success page retries a saved unconfirmed payment, and confirms a Stripe-style redirect', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page)
  const a = await bookViaApi(request, {
    eventDate: slotDate(testInfo, 113),
    eventTime: '10:00',
    paymentType: 'deposit',
  })
  const paymentIntentId = await payWithoutConfirming(request, a)
  await page.goto('/')
  await page.evaluate((r) => localStorage.setItem('failedBookingConfirmation', JSON.stringify(r)), {
    bookingId: a.id,
    paymentIntentId,
    token: a.accessToken,
    paymentType: 'deposit',
  })
  await page.goto(`/booking-success?booking_id=${a.id}&token=${a.accessToken}`)
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('failedBookingConfirmation'))).toBeNull()

  const b = await bookViaApi(request, {
    eventDate: slotDate(testInfo, 113),
    eventTime: '18:00',
    paymentType: 'deposit',
  })
  const intent = await payWithoutConfirming(request, b)
  await page.goto(
    `/booking-success?booking_id=${b.id}&token=${b.accessToken}&payment_intent=${intent}&redirect_status=succeeded`,
  )
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  expect(errors).toEqual([])
})

test('success page states: processing, failed and no booking id', async ({
  page,
  request,
}, testInfo) => {
  const pending = await bookViaApi(request, {
    eventDate: slotDate(testInfo, 115),
    eventTime: '09:00',
  })
  await page.goto(`/booking-success?booking_id=${pending.id}&token=${pending.accessToken}`)
  await expect(page.getByRole('heading', { name: 'Your payment is processing' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/booking')
  await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible()
  await page.goto('/booking-success')
  await expect(page.getByText('You will receive a confirmation email shortly.')).toBeVisible()
  await page.goto('/booking-success?booking_id=99999999&token=nope')
  await expect(
    page.getByText(
      'Your booking has been confirmed! Confirmation details will be sent to your email. If you experience any issues, please contact us.',
    ),
  ).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('the balance page pays the remaining balance with the demo gateway', async ({
  page,
  request,
}, testInfo) => {
  const booking = await bookViaApi(request, {
    eventDate: slotDate(testInfo, 121),
    eventTime: '16:00',
    paymentType: 'deposit',
  })
  const paymentIntentId = await payWithoutConfirming(request, booking)
  expect(
    (await api(request, '/confirm-booking', { bookingId: booking.id, paymentIntentId })).status(),
  ).toBe(200)
  // Digital Plus $299 in Winnipeg: 25% deposit $74.75 paid, balance $224.25.
  await page.goto(`/booking/balance?booking_id=${booking.id}&token=${booking.accessToken}`)
  await expect(page.getByTestId('balance-due')).toHaveText('$224.25')
  await expect(page.getByTestId('demo-notice')).toBeVisible()
  await expectAccessible(page, 'balance')
  await shot(page, testInfo, 'balance')
  await page.getByRole('button', { name: 'Pay $224.25' }).click()
  await expect(page).toHaveURL(/\/booking-success\?booking_id=/)
  const summary = page.locator('section', { hasText: 'Payment summary' })
  await expect(summary).toContainText('Paid in full')
  await expect(summary).toContainText('$299.00')
})
