import fs from 'node:fs'

import { expect, type APIRequestContext, type Page, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { paidBooking } from '../helpers/selfService'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { customer, dateInDays } from '../helpers/testData'
import { screenshot } from '../helpers/screenshot'
import { retryDays } from '../helpers/retryDays'
import { atDesktop, atPhone } from '../helpers/widths'

const shots = process.env.SHOTS_DIR ?? '/tmp/shots/crew'
const password = 'correct-horse-battery-staple'

async function look(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true })
  await screenshot(page, { path: `${shots}/${name}.png`, fullPage: true })
}

/** An API session (Authorization header) for the given account. */
async function session(request: APIRequestContext, email: string, secret = password) {
  const res = await request.post('/api/users/login', { data: { email, password: secret } })
  const { token } = await res.json()
  const headers = { Authorization: `JWT ${token}` }
  return {
    post: async (path: string, data: unknown) => {
      const r = await request.post(`/api${path}`, { headers, data })
      expect(r.status(), `${path}: ${await r.text()}`).toBeLessThan(300)
      return r.json()
    },
    get: async (path: string) => (await request.get(`/api${path}`, { headers })).json(),
  }
}

async function newAttendant(admin: Awaited<ReturnType<typeof session>>, name: string) {
  const email = `crew-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.example.com`
  const { doc } = await admin.post('/users', { email, password, name, roles: ['attendant'] })
  return { id: doc.id as number, email }
}

async function confirmedBooking(
  admin: Awaited<ReturnType<typeof session>>,
  eventDate: string,
  selectedAddOns: number[] = [],
) {
  const email = `crew-cust-${Date.now()}@test.example.com`
  return admin.post('/bookings/staff', {
    ...customer,
    email,
    packageId: 2,
    eventDate,
    eventTime: '16:00',
    backdropId: 1,
    selectedAddOns,
    addOnQuantities: '{}',
    paymentType: 'full',
    source: 'phone',
    then: { action: 'offline_payment', method: 'etransfer', amountCents: 5000 },
  }) as Promise<{ id: number; reference: string }>
}

async function signIn(page: Page, email: string, heading: string, secret = password) {
  await openAdminAs(page, email, secret)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

test(
  'at 390 px an attendant opens the run sheet, ticks the packing list, checks in, records the cash balance and checks out',
  atPhone,
  async ({ page, request }, testInfo) => {
    const owner = staffAccount(testInfo, 'admin')
    test.skip(!owner.email, 'scripts/test.ts creates the admin account')
    test.setTimeout(120_000)
    const admin = await session(request, owner.email, owner.password)
    const ana = await newAttendant(admin, 'Ana Phone')
    // Days 542, 543 and 551 are this spec's own (a random day in 640–679 could meet the integration files' booths).
    const booking = await confirmedBooking(admin, dateInDays(542 + retryDays()))
    const item = await admin.post('/packing-items', {
      name: `Backdrop stand ${Date.now()}`,
      packages: [2],
    })
    const full = await admin.get(`/bookings/${booking.id}/crew`)
    await admin.post(`/bookings/${booking.id}/crew`, {
      booth: full.booths[0].booth,
      userId: ana.id,
    })

    // The attendant lands on their events (not the business's Today) and accepts.
    await signIn(page, ana.email, 'My events')
    expect(await axeViolations(page)).toEqual([])
    await look(page, 'attendant-events-390')
    await page.getByRole('button', { name: 'Accept' }).first().click()
    await page.getByRole('link', { name: 'Open run sheet' }).first().click()
    await expect(page.getByRole('heading', { name: 'Run sheet', level: 1 })).toBeVisible()
    await expect(page.getByText('Arrive (setup starts):')).toBeVisible()
    await expect(page.getByText(/3:30 PM/).first()).toBeVisible() // 4:00 PM less 30 min of setup
    await expect(page.getByRole('link', { name: 'Open in maps' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    const box = page.getByRole('checkbox', { name: item.doc.name })
    // The tick is saved by a POST: wait for its answer before reloading.
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/crew/assignments/') && r.request().method() === 'POST',
    )
    await box.check()
    expect((await saved).status()).toBe(200)
    await expect(box).toBeChecked()
    await page.reload()
    await expect(page.getByRole('checkbox', { name: item.doc.name })).toBeChecked()

    await page.getByRole('button', { name: 'Check in' }).click()
    await expect(page.getByText(/Checked in at \d{1,2}:\d{2} (AM|PM)/)).toBeVisible()
    const balance = page.getByTestId('balance-to-collect')
    const owed = (await balance.textContent()) ?? ''
    expect(owed).toMatch(/^\$[\d,]+\.\d{2}$/)
    // The customer's phone as a person reads it, dialling the full number.
    const dial = page.getByRole('link', { name: /^\(\d{3}\) \d{3}-\d{4}$/ })
    await expect(dial).toHaveAttribute('href', /^tel:\+1\d{10}$/)
    await page.getByLabel('How they paid').selectOption('cash')
    // By keyboard: focus the button and press Enter.
    await page.getByRole('button', { name: 'Record cash or e-transfer' }).focus()
    await page.keyboard.press('Enter')
    await expect(balance).toHaveText('Nothing to collect: paid in full')
    await page.getByRole('button', { name: 'Check out' }).click()
    await expect(page.getByText(/checked out at \d{1,2}:\d{2} (AM|PM)/)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await look(page, 'run-sheet-390')
  },
)

test(
  'at 1280 px the owner assigns two attendants to a two-booth booking',
  atDesktop,
  async ({ page, request }, testInfo) => {
    const owner = staffAccount(testInfo, 'admin')
    test.skip(!owner.email, 'scripts/test.ts creates the admin account')
    test.setTimeout(120_000)
    const admin = await session(request, owner.email, owner.password)
    const [ana, ben] = [
      await newAttendant(admin, `Ana Desk ${Date.now()}`),
      await newAttendant(admin, `Ben Desk ${Date.now()}`),
    ]
    const booking = await confirmedBooking(admin, dateInDays(543 + retryDays()), [2])
    await signIn(page, owner.email, 'Today', owner.password)
    await expect(page.getByTestId('needs-attendant')).toBeVisible()
    await page.goto(`/admin/collections/bookings/${booking.id}`)
    const panel = page.getByTestId('crew-panel')
    await expect(panel.getByLabel('Attendant for Booth 1')).toBeVisible()
    await panel.getByLabel('Attendant for Booth 1').selectOption(String(ana.id))
    await panel.getByRole('button', { name: 'Assign', exact: true }).first().click()
    await expect(panel.getByText(/Booth 1:.*Ana Desk.*Waiting for an answer/)).toBeVisible()
    await panel.getByLabel('Attendant for Booth 2').selectOption(String(ben.id))
    await panel.getByRole('button', { name: 'Assign', exact: true }).click()
    await expect(panel.getByText(/Booth 2:.*Ben Desk.*Waiting for an answer/)).toBeVisible()
    // The test servers have Twilio settings (a local fake): the panel says texts go out.
    await expect(panel.getByTestId('crew-texts')).toHaveText(/by text message/)
    expect(await axeViolations(page, '[data-testid="crew-panel"]')).toEqual([])
    await look(page, 'workspace-crew-1280')

    // The pay report: hours, pay and the events' tips in dollars, for the owner.
    await page.goto('/admin/crew-pay')
    const table = page.getByRole('table')
    await expect(table.getByRole('columnheader', { name: 'Tips' })).toBeVisible()
    await expect(table.getByRole('columnheader', { name: 'Review' })).toBeVisible()
    await expect(page.getByTestId('tips-total')).toHaveText(/^\$\d[\d,]*\.\d\d$/)
    expect(await axeViolations(page, 'table')).toEqual([])
    await look(page, 'crew-pay-1280')
  },
)

// One transparent pixel: the print design staff upload.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

test(
  'the customer approves the print design on the manage page',
  atPhone,
  async ({ page, request }, testInfo) => {
    const owner = staffAccount(testInfo, 'admin')
    test.skip(!owner.email, 'scripts/test.ts creates the admin account')
    test.setTimeout(90_000)
    const booking = await paidBooking({
      eventDate: dateInDays(551 + retryDays()),
      eventTime: '13:00',
    })
    const login = await request.post('/api/users/login', {
      data: { email: owner.email, password: owner.password },
    })
    const { token } = await login.json()
    const up = await request.post('/api/design-proofs', {
      headers: { Authorization: `JWT ${token}` },
      multipart: {
        file: { name: 'proof.png', mimeType: 'image/png', buffer: PNG },
        _payload: JSON.stringify({ booking: booking.id }),
      },
    })
    expect(up.status(), await up.text()).toBe(201)
    await page.goto(`/booking/manage?booking_id=${booking.id}&token=${booking.accessToken}`)
    await expect(page.getByRole('heading', { name: 'Your print design' })).toBeVisible()
    await expect(page.getByTestId('design-status')).toHaveText('Waiting for your approval')
    expect(await axeViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Approve this design' }).click()
    await expect(page.getByTestId('design-status')).toHaveText('Approved: this is what we print')
    await page.reload()
    await expect(page.getByTestId('design-status')).toHaveText('Approved: this is what we print')
    await expect(page.getByRole('button', { name: 'Approve this design' })).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
    await look(page, 'manage-design-390')
  },
)

test(
  'the booking form asks for consent to texts in words, by keyboard',
  atPhone,
  async ({ page }) => {
    await page.goto('/booking')
    const consent = page.getByRole('checkbox', { name: /^Text me about this booking/ })
    await expect(consent).not.toBeChecked()
    await consent.focus()
    await page.keyboard.press('Space')
    await expect(consent).toBeChecked()
    await expect(page.getByText(/Reply STOP to stop, START to start again\./)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await look(page, 'booking-sms-consent-390')
  },
)
