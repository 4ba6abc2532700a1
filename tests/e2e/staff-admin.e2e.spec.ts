import { expect, type Page, test } from '@playwright/test'
import fs from 'node:fs'

import { axeViolations } from '../helpers/axe'
import { dateInDays } from '../helpers/testData'
import { staffAccount } from '../helpers/staffAccount'

const shots = '/tmp/shots/staff'

async function look(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true })
  await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true })
}

// `within` scopes the check to what this project adds to a stock Payload view (a drawer, the
// Actions region); the custom views are checked whole.
async function noAxeViolations(page: Page, within?: string) {
  expect(await axeViolations(page, within)).toEqual([])
}

test.beforeEach(async ({ page }, testInfo) => {
  const { email, password } = staffAccount(testInfo)
  test.skip(!testInfo.project.name.startsWith('desktop'), 'the admin is checked at 1280 px')
  test.skip(!email, 'scripts/test.ts creates the staff account')
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible()
})

test('staff enter a phone booking with an e-transfer deposit, reschedule it, cancel it with the policy refund, and export the CSV', async ({
  page,
}) => {
  await noAxeViolations(page)
  await look(page, 'today')

  await page.goto('/admin/create-booking')
  await page.getByLabel('First name').fill('Marie')
  await page.getByLabel('Last name').fill('Côté')
  await page.getByRole('textbox', { name: 'Email' }).fill(`phone-${Date.now()}@test.example.com`)
  await page.getByLabel('Phone (10 digits)').fill('2045550123')
  await page.getByLabel('Event address (street, town)').fill('100 Main St, Winnipeg, MB')
  await page.getByLabel('Event date').fill(dateInDays(75))
  await page.getByLabel('Start time (Winnipeg)').selectOption('09:00')
  await page.getByLabel('Package').selectOption({ label: 'Digital Plus' })
  await expect(page.getByTestId('staff-quote')).toHaveText('Total $299.00 · deposit $74.75')
  await expect(page.getByLabel('Amount (CAD)')).toHaveValue('74.75')
  await page.getByLabel('Method').selectOption('etransfer')
  await noAxeViolations(page)
  await look(page, 'create-booking')
  await page.getByRole('button', { name: 'Create booking and record payment' }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/bookings\/\d+/)
  const actions = page.getByRole('region', { name: 'Actions' })
  await expect(actions).toContainText(
    'Status confirmed · total $299.00 · paid $74.75 · balance $224.25',
  )
  await expect(page.getByText('Payment recorded (e-transfer); booking confirmed')).toBeVisible()
  await noAxeViolations(page, 'section[aria-labelledby="booking-actions-heading"]')
  await look(page, 'booking-confirmed')

  // Reschedule by keyboard: open the drawer, pick a new date and time.
  await actions.getByRole('button', { name: 'Reschedule' }).focus()
  await page.keyboard.press('Enter')
  await page.getByRole('textbox', { name: 'New date' }).fill(dateInDays(76))
  await page.getByLabel('New start time (Winnipeg)').selectOption('10:30')
  await expect(page.getByTestId('reschedule-availability')).toContainText('Free at that time')
  await noAxeViolations(page, 'dialog[open]')
  await look(page, 'reschedule')
  await page.getByRole('button', { name: 'Reschedule', exact: true }).last().click()
  await expect(page.getByText(`Moved to ${dateInDays(76)} at 10:30 AM`)).toBeVisible()
  await expect(page.getByText('Rescheduled (free reschedule)')).toBeVisible()
  await look(page, 'rescheduled')

  // 75 days out: the terms give 75% of the $74.75 paid.
  await page.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(page.getByTestId('policy-refund')).toContainText('75% = $56.06')
  await noAxeViolations(page, 'dialog[open]')
  await look(page, 'cancel')
  await page.getByRole('button', { name: 'Cancel booking and refund $56.06' }).click()
  await expect(page.getByText('Booking cancelled; $56.06 refunded')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Actions' })).toContainText('Status cancelled')

  await page.goto('/admin/sheets')
  await expect(page.getByTestId('customer-count')).not.toHaveText('…')
  await noAxeViolations(page)
  await look(page, 'customers')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('winnipeg-photo-booth-co-customers.csv')
  const csv = fs.readFileSync(await file.path(), 'utf8')
  expect(csv).toContain('Marie,Côté,')
  await expect(page.getByText('Customer data exported successfully!')).toBeVisible()
})

test('the calendar, abandoned carts and Outbox views pass axe and are looked at', async ({
  page,
}) => {
  await page.goto('/admin/calendar')
  await expect(page.locator('.fc-timegrid')).toBeVisible()
  await noAxeViolations(page)
  await look(page, 'calendar-week')
  await page.getByRole('button', { name: 'Month' }).click()
  await look(page, 'calendar-month')

  await page.goto('/admin/dashboard')
  await expect(page.getByRole('heading', { name: 'System status' })).toBeVisible()
  await noAxeViolations(page)
  await look(page, 'abandoned-carts')

  await page.goto('/admin/collections/outbox')
  await look(page, 'outbox')
  await page.goto('/admin/collections/bookings')
  await look(page, 'bookings-list')
})

// Winnipeg keeps UTC-5 all year from 2026-11-01 (tz 2026f): an oracle independent of the
// formatter, which must not use Node's Intl data (it still says UTC-6).
function winnipegClock(iso: string) {
  const d = new Date(new Date(iso).getTime() - 5 * 3_600_000)
  const h = d.getUTCHours()
  return `${h % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`
}

test('the Today view shows a new hold and a balance due with the times and amounts stored', async ({
  page,
  baseURL,
}) => {
  const headers = { Origin: baseURL ?? '' }
  const stamp = Date.now()
  const hold = await page.request.post('/api/bookings', {
    headers,
    data: {
      firstName: 'Holly',
      lastName: `Hold${stamp}`,
      email: `hold-${stamp}@test.example.com`,
      phone: '(204) 555-0142',
      address: '100 Main St, Winnipeg, MB',
      packageId: 2,
      eventDate: dateInDays(8),
      eventTime: '14:00',
      backdropId: 1,
      selectedAddOns: [],
      addOnQuantities: '{}',
      paymentType: 'deposit',
    },
  })
  expect(hold.status()).toBe(201)
  const held = (await hold.json()) as { holdExpiresAt: string }
  const staff = await page.request.post('/api/bookings/staff', {
    headers,
    data: {
      firstName: 'Bea',
      lastName: `Balance${stamp}`,
      email: `balance-${stamp}@test.example.com`,
      phone: '(204) 555-0143',
      address: '100 Main St, Winnipeg, MB',
      packageId: 2,
      eventDate: dateInDays(8),
      eventTime: '08:00',
      backdropId: 1,
      selectedAddOns: [],
      addOnQuantities: '{}',
      paymentType: 'deposit',
      source: 'phone',
      then: { action: 'offline_payment', method: 'etransfer', amountCents: 7475 },
    },
  })
  expect(staff.status()).toBe(201)

  await page.goto('/admin')
  const balances = page.getByRole('region', { name: 'Balances due in 7 days' })
  await expect(balances.getByRole('listitem').filter({ hasText: `Balance${stamp}` })).toContainText(
    `$224.25 · Bea Balance${stamp}`,
  )
  const holds = page.getByRole('region', { name: 'Active holds' })
  await expect(holds.getByRole('listitem').filter({ hasText: `Hold${stamp}` })).toContainText(
    `Hold ends`,
  )
  await expect(holds.getByRole('listitem').filter({ hasText: `Hold${stamp}` })).toContainText(
    winnipegClock(held.holdExpiresAt),
  )
  await noAxeViolations(page)
  await look(page, 'today-with-bookings')
})
