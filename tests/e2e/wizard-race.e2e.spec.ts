import { expect, test } from '@playwright/test'

import {
  bookViaApi,
  fillCustomer,
  savedCustomer,
  seedWizard,
  slotDate,
  stepHeading,
  visitorIp,
} from '../helpers/wizard'

test('?recover= restores a cart saved by another browser, then leaves the address bar', async ({
  browser,
  request,
}) => {
  const first = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })
  const a = await first.newPage()
  await a.goto('/booking')
  await fillCustomer(a, { firstName: 'Recovered' })
  await a.getByRole('button', { name: 'Continue to Packages' }).click()
  await a.getByRole('button', { name: 'Select Classic' }).click()
  await expect(stepHeading(a, 'Select Date & Time')).toBeVisible()
  const sessionId = await a.evaluate(() => localStorage.getItem('cartSessionId'))
  expect(sessionId).toMatch(/^[\w-]{36}$/)
  // The cart update is fire-and-forget: wait until the server has step 3.
  await expect
    .poll(async () => (await (await request.get(`/api/cart/abandoned/${sessionId}`)).json()).step)
    .toBe(3)
  await first.close()

  const second = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })
  const b = await second.newPage()
  await b.goto(`/booking?recover=${sessionId}`)
  await expect(stepHeading(b, 'Select Date & Time')).toBeVisible()
  await expect(b).toHaveURL(/\/booking$/)
  expect(await b.evaluate(() => localStorage.getItem('cartSessionId'))).toBe(sessionId)
  await b.getByRole('button', { name: /Back to Packages/ }).click()
  await expect(b.getByRole('button', { name: 'Continue with Classic' })).toBeVisible()
  await b.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(
    b.getByRole('form', { name: 'Booking details' }).getByLabel('First name'),
  ).toHaveValue('Recovered')
  await expect
    .poll(
      async () => (await (await request.get(`/api/cart/abandoned/${sessionId}`)).json()).recovered,
    )
    .toBe(true)
  await second.close()
})

test('two visitors racing for the last booth: one books, the other is told it is no longer available', async ({
  browser,
  request,
}, testInfo) => {
  const date = slotDate(testInfo, 105)
  await bookViaApi(request, { eventDate: date, eventTime: '11:00' }) // one of the two booths
  const state = {
    currentStep: 4,
    bookingFormData: savedCustomer,
    selectedPackage: 2,
    selectedDate: date,
    selectedTime: '11:00',
    selectedBackdrop: 2,
    addOnQuantities: {},
    paymentType: 'full',
    promoCode: null,
    booking: null,
  }
  const pages = await Promise.all(
    [1, 2].map(async () => {
      const context = await browser.newContext({
        extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() },
      })
      const page = await context.newPage()
      await seedWizard(page, state)
      await expect(page.getByTestId('quote-total')).toHaveText('$299.00')
      return page
    }),
  )
  await Promise.all(
    pages.map((p) => p.getByRole('button', { name: 'Continue to Payment' }).click()),
  )
  const outcomes = await Promise.all(
    pages.map(async (p) => {
      const winner = stepHeading(p, 'Payment')
      const loser = p.getByRole('alert').filter({
        hasText: 'The selected time slot is no longer available. Please choose a different time.',
      })
      await expect(winner.or(loser).first()).toBeVisible()
      return (await winner.isVisible()) ? 'won' : 'lost'
    }),
  )
  expect([...outcomes].sort()).toEqual(['lost', 'won'])
  const loserPage = pages[outcomes.indexOf('lost')]
  await expect(stepHeading(loserPage, 'Select Date & Time')).toBeVisible()
  await Promise.all(pages.map((p) => p.context().close()))
})
