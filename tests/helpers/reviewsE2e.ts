import fs from 'node:fs'

import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test'

import { fileDays } from './fileDays'
import { readMails } from './mailCapture'
import { screenshot } from './screenshot'
import { staffAccount } from './staffAccount'
import { customer } from './testData'

const shots = process.env.SHOTS_DIR ?? '/tmp/shots/reviews'
export const days = fileDays('issue54')

export async function look(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true })
  await screenshot(page, {
    path: `${shots}/${name}-${page.viewportSize()!.width}.png`,
    fullPage: true,
  })
}

/** The project's staff Authorization header. */
export async function staffHeaders(
  request: APIRequestContext,
  info: TestInfo,
  role: 'staff' | 'admin' = 'staff',
) {
  const account = staffAccount(info, role)
  const login = await request.post('/api/users/login', {
    data: { email: account.email, password: account.password },
  })
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/** A paid booking on day `n` asked for its review by staff; returns the review link's path. */
export async function askedBooking(
  request: APIRequestContext,
  info: TestInfo,
  n: number,
  email: string,
) {
  const headers = await staffHeaders(request, info)
  const made = await request.post('/api/bookings/staff', {
    headers,
    data: {
      ...customer,
      email,
      packageId: 2,
      eventDate: days.date(n),
      eventTime: '11:00',
      backdropId: 1,
      selectedAddOns: [],
      addOnQuantities: '{}',
      paymentType: 'full',
      source: 'phone',
      then: { action: 'offline_payment', method: 'etransfer', amountCents: 29900 },
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { id } = (await made.json()) as { id: number }
  expect(
    (await request.post(`/api/review-request/${id}/send`, { headers, data: {} })).status(),
  ).toBe(200)
  let link = ''
  await expect
    .poll(
      () =>
        (link =
          readMails()
            .find((m) => m.to.includes(email) && /^How was your/.test(m.subject))
            ?.text.match(/https?:\/\/\S+\/review\/\d+\?token=[\w-]+/)?.[0] ?? ''),
    )
    .toBeTruthy()
  const url = new URL(link)
  return { id, path: `${url.pathname}${url.search}`, headers }
}

/** Stars, words and consent by keyboard alone, then send. */
export async function reviewByKeyboard(page: Page, stars: number, words: string) {
  await page.getByRole('radio', { name: '1 star' }).focus()
  for (let i = 1; i < stars; i++) await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('radio', { name: `${stars} stars` })).toBeChecked()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('A few words')).toBeFocused()
  await page.keyboard.type(words)
  await page.keyboard.press('Tab') // first name (prefilled)
  await page.keyboard.press('Tab') // event
  await page.keyboard.press('Tab')
  await expect(page.getByRole('checkbox')).toBeFocused()
  await page.keyboard.press('Space')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('review-thanks')).toBeVisible()
}
