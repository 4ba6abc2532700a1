import { type APIRequestContext, expect, test } from '@playwright/test'
import pg from 'pg'

import { waitForMail } from '../helpers/mailCapture'
import { staffAccount } from '../helpers/staffAccount'

import {
  bookViaApi,
  fillCustomer,
  savedCustomer,
  seedWizard,
  slotDate,
  stepHeading,
  visitorIp,
} from '../helpers/wizard'

/** Makes a cart look idle for two hours (the reminder job's threshold is one). */
async function ageCart(sessionId: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  await client.query(
    `UPDATE carts SET last_activity = now() - interval '2 hours' WHERE session_id = $1`,
    [sessionId],
  )
  await client.end()
}

async function staffToken(request: APIRequestContext, staff: { email: string; password: string }) {
  const res = await request.post('/api/users/login', { data: staff })
  return ((await res.json()) as { token: string }).token
}

test('a reminder’s ?recover= link restores the cart in another browser once, then leaves the address bar', async ({
  browser,
  request,
}, testInfo) => {
  const staff = staffAccount(testInfo)
  test.skip(!staff.email, 'scripts/test.ts creates the staff account')
  const email = `recover-${testInfo.project.name}-${Date.now()}@test.example.com`
  const first = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })
  const a = await first.newPage()
  await a.goto('/booking')
  await fillCustomer(a, { firstName: 'Recovered', email })
  await a.getByRole('button', { name: 'Continue to Packages' }).click()
  await a.getByRole('button', { name: 'Select Classic' }).click()
  await expect(stepHeading(a, 'Select Date & Time')).toBeVisible()
  // The cart's id and secret are stored when its first save answers, which a loaded machine
  // delivered after step 3 was drawn.
  await expect
    .poll(() => a.evaluate(() => localStorage.getItem('cartSessionId') ?? ''))
    .toMatch(/^[\w-]{36}$/)
  const cart = await a.evaluate(() => ({
    sessionId: localStorage.getItem('cartSessionId') ?? '',
    secret: localStorage.getItem('cartSecret') ?? '',
  }))
  expect(cart.sessionId).toMatch(/^[\w-]{36}$/)
  const read = async (secret: string) =>
    request.get(`/api/cart/abandoned/${cart.sessionId}`, { headers: { 'X-Cart-Secret': secret } })
  // The cart update is fire-and-forget: wait until the server has step 3.
  await expect.poll(async () => (await (await read(cart.secret)).json()).step).toBe(3)
  // Someone who learned the id only (a bare ?recover=<id>) gets a fresh wizard, not this cart.
  expect((await request.get(`/api/cart/abandoned/${cart.sessionId}`)).status()).toBe(404)
  await first.close()

  // An hour idle, then the reminder job: the email's link is the only way back in.
  await ageCart(cart.sessionId)
  const jwt = await staffToken(request, staff)
  const processed = await request.post('/api/admin/cart-abandonment/process', {
    headers: { Authorization: `JWT ${jwt}` },
  })
  expect(processed.status()).toBe(200)
  const mail = await waitForMail(email, /waiting/)
  const link = new URL(/(\S+\/booking\?recover=\S+)/.exec(mail.text)?.[1] ?? '')

  const second = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })
  const b = await second.newPage()
  await b.goto(`/booking${link.search}`)
  await expect(stepHeading(b, 'Select Date & Time')).toBeVisible()
  await expect(b).toHaveURL(/\/booking$/)
  const adopted = await b.evaluate(() => ({
    sessionId: localStorage.getItem('cartSessionId'),
    secret: localStorage.getItem('cartSecret') ?? '',
  }))
  expect(adopted.sessionId).toBe(cart.sessionId)
  expect(adopted.secret).not.toBe(cart.secret)
  await b.getByRole('button', { name: /Back to Packages/ }).click()
  await expect(b.getByRole('button', { name: 'Continue with Classic' })).toBeVisible()
  await b.getByRole('button', { name: 'Back', exact: true }).click()
  await expect(
    b.getByRole('form', { name: 'Booking details' }).getByLabel('First name'),
  ).toHaveValue('Recovered')
  expect((await (await read(adopted.secret)).json()).recovered).toBe(true)
  expect((await read(cart.secret)).status()).toBe(404) // the first browser's secret is spent
  await second.close()

  // The link worked once: a third browser gets an empty wizard.
  const third = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': visitorIp() } })
  const c = await third.newPage()
  await c.goto(`/booking${link.search}`)
  await expect(
    c.getByRole('form', { name: 'Booking details' }).getByLabel('First name'),
  ).toHaveValue('')
  await third.close()
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
