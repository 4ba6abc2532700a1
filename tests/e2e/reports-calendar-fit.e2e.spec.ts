import fs from 'node:fs'

import { expect, type Locator, type Page, test } from '@playwright/test'
import sharp from 'sharp'

import { axeViolations } from '../helpers/axe'
import { fileDays } from '../helpers/fileDays'
import { screenshot } from '../helpers/screenshot'
import { paidBooking } from '../helpers/selfService'
import { signInToAdmin, staffAccount } from '../helpers/staffAccount'
import { visitorIp } from '../helpers/visitorIp'

// Issue 50, points 6, 4 and 7: the reports' tables, the calendar, the workspace's gallery and the
// quote builder as an owner reads them at 1280 px.
const days = fileDays('issue50b')
const shots = process.env.SHOTS_DIR ?? '/tmp/shots/issue50b'

async function look(page: Page | Locator, name: string) {
  fs.mkdirSync(shots, { recursive: true })
  await screenshot(page, { path: `${shots}/${name}-1280.png`, fullPage: true })
}

test.beforeEach(async ({ page }, testInfo) => {
  const { email, password } = staffAccount(testInfo, 'admin')
  test.skip(!email, 'scripts/test.ts creates the admin account')
  await signInToAdmin(page, email, password)
})

/** The box of `inner` lies inside the box of `outer` (1 px for rounding). */
async function expectInside(inner: Locator, outer: Locator) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()]
  expect(a && b).toBeTruthy()
  expect(a!.x).toBeGreaterThanOrEqual(b!.x - 1)
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 1)
}

test('the deposits table shows every column inside its card, references on one line', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const lastName = `Fitwidth${Date.now() % 100000}`
  const held = await paidBooking({ eventDate: days.date(0), lastName, paymentType: 'deposit' })
  await page.goto('/admin/reports')
  const region = page.getByRole('region', { name: 'Deposits held by booking' })
  const card = page.getByTestId('money-card').filter({ has: region })
  const row = region.getByRole('row').filter({ hasText: held.reference })
  await row.scrollIntoViewIfNeeded()
  await expect(row.getByRole('cell')).toHaveCount(4)
  await expect(row.getByRole('cell').nth(1)).toHaveText(`Ada ${lastName}`)
  for (const header of await region.getByRole('columnheader').all())
    await expectInside(header, card)
  for (const cell of await row.getByRole('cell').all()) await expectInside(cell, card)
  // No column waits behind a horizontal scroll, and the reference is not broken in two lines.
  const fits = await region.evaluate((el) => el.scrollWidth <= el.clientWidth)
  expect(fits).toBe(true)
  const ref = row.getByRole('cell').first()
  const lineHeight = await ref.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20)
  expect((await ref.boundingBox())!.height).toBeLessThan(lineHeight * 2)

  // The funnel: each step counts a subset of the one before, and says so.
  const funnel = page.getByRole('region', { name: 'From cart to booking' })
  await expect(funnel).toContainText('Of the online carts started in this period')
  await funnel.getByRole('button', { name: 'Show table' }).click()
  const counts = await funnel.getByRole('row').locator('td').allTextContents()
  const n = counts.map(Number)
  expect(n).toHaveLength(3)
  expect(n[1]).toBeLessThanOrEqual(n[0]!)
  expect(n[2]).toBeLessThanOrEqual(n[1]!)
  await expect(funnel.getByRole('rowheader', { name: 'Carts that became a booking' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await card.scrollIntoViewIfNeeded()
  await look(card, 'deposits-card')
  await look(funnel, 'funnel-table')
})

test('the calendar jumps to a date years ahead and leads each entry with the client', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const lastName = `Jumpahead${Date.now() % 100000}`
  const date = days.date(1)
  await paidBooking({ eventDate: date, eventTime: '14:00', lastName, paymentType: 'deposit' })
  await page.goto('/admin/calendar')
  await expect(page.locator('.fc-timegrid')).toBeVisible()
  await page.getByRole('button', { name: 'Month' }).click()
  // By keyboard: the date typed, Enter in the field goes (Tab walks the field's own parts).
  const field = page.getByLabel('Go to date')
  await field.fill(date)
  await field.press('Enter')
  const title = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  await expect(page.locator('.fc-toolbar-title')).toHaveText(title)
  const entry = page
    .locator(`td.fc-daygrid-day[data-date="${date}"] .fc-event`)
    .filter({ hasText: lastName })
  await expect(entry).toHaveCount(1)
  // The client's name and the package lead; then the hours, the booth and the state.
  await expect(entry).toHaveText(
    new RegExp(`^Ada ${lastName} · [^·]+ · 2:00 PM–\\d{1,2}:\\d\\d [AP]M · Booth \\d · Confirmed`),
  )
  expect(await axeViolations(page)).toEqual([])
  await look(page, 'calendar-jumped')
  // Today brings the calendar back to this month.
  await page.getByRole('button', { name: 'Today' }).click()
  await expect(page.locator('.fc-toolbar-title')).not.toHaveText(title)
})

// Point 4's rest: the workspace's gallery in Payload's components, each upload checkable and
// deletable (asked first, naming the file); the crew picker in words.
test('the owner checks an uploaded photo in the workspace and deletes it', async ({ page }) => {
  test.setTimeout(120_000)
  const held = await paidBooking({ eventDate: days.date(2), lastName: 'Galleryfit' })
  await page.goto(`/admin/collections/bookings/${held.id}`)
  const gallery = page.getByTestId('gallery-panel')
  await expect(gallery.getByRole('button', { name: 'Choose files to upload' })).toBeVisible()
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer()
  await page
    .locator('#gallery-files')
    .setInputFiles({ name: `fit-${Date.now()}.jpg`, mimeType: 'image/jpeg', buffer: jpeg })
  // What the server stored, read as the signed-in page reads it (its session cookie).
  const stored = () =>
    page.evaluate(async (id) => {
      const res = await fetch(`/api/gallery-photos?where[booking][equals]=${id}&depth=0`)
      return ((await res.json()) as { docs: { filename: string }[] }).docs
    }, held.id)
  const list = gallery.getByTestId('gallery-photos').getByRole('listitem')
  await expect(list).toHaveCount(1)
  // The panel names the file as the server stored it (the gallery renames by content).
  const [photo] = await stored()
  const name = photo!.filename
  const item = list.filter({ hasText: name })
  await expect(item).toHaveCount(1)
  await expect(item.getByRole('img').or(item.getByText('Thumbnail being made'))).toBeVisible()

  // The crew picker: each attendant with why they can or cannot be chosen.
  const picker = page.getByLabel('Attendant for Booth 1')
  if (await picker.count()) {
    const options = (await picker.locator('option').allTextContents()).slice(1)
    for (const o of options) expect(o).toMatch(/\((free|working .+|marked unavailable)\)$/)
  }
  expect(await axeViolations(page)).toEqual([])
  await gallery.scrollIntoViewIfNeeded()
  await look(gallery, 'workspace-gallery')
  await look(page.getByTestId('crew-panel'), 'workspace-crew')

  // Delete asks first and says what goes; by keyboard.
  await item.getByRole('button', { name: `Delete ${name}` }).focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(`Photo ${name}, uploaded `)
  await expect(dialog).toContainText('with its thumbnail and web size')
  await look(page, 'workspace-gallery-delete')
  await dialog.getByRole('button', { name: 'Delete for good' }).click()
  await expect(page.getByText(`Deleted ${name} from the gallery.`)).toBeVisible()
  await expect(item).toHaveCount(0)
  expect(await stored()).toEqual([])
})

// Point 7: a returning customer's lead names their bookings; the builder carries the lead's words,
// suggests addresses and says which booth is free at the chosen time.
test("a lead from a customer's email links their booking; the builder checks both booths", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const date = days.date(3)
  const held = await paidBooking({ eventDate: date, eventTime: '14:00', lastName: 'Returning' })
  const asked = await request.post('/api/accommodation-request', {
    headers: { 'X-Forwarded-For': visitorIp() },
    data: {
      kind: 'custom_quote',
      name: 'Ada Returning',
      email: held.email,
      phone: '204-555-0142',
      address: '100 Main St, Winnipeg, MB',
      requestedDate: date,
      requestedTime: '14:00',
      packageName: 'Digital Plus',
      message: 'Our wedding this time, about 80 guests.',
    },
  })
  expect(asked.status(), await asked.text()).toBe(201)
  const leadId = ((await asked.json()) as { id: number }).id
  await page.goto(`/admin/collections/inquiries/${leadId}`)
  const known = page.getByRole('region', { name: 'Already a customer' })
  await expect(known.getByRole('link', { name: held.reference })).toHaveAttribute(
    'href',
    `/admin/collections/bookings/${held.id}`,
  )
  // What this project adds to Payload's stock edit view (whose own controls are Payload's).
  expect(await axeViolations(page, 'section[aria-labelledby="lead-customer"]')).toEqual([])
  await look(page, 'lead-already-customer')

  await page.getByRole('link', { name: 'Build a quote' }).click()
  const form = page.getByRole('form', { name: 'New quote' })
  await expect(form.getByLabel('Guests')).toHaveValue('80')
  await expect(form.getByLabel('Event type').locator('option:checked')).toHaveText('Wedding')
  await expect(form.getByLabel('Notes for the booking')).toHaveValue(
    'Our wedding this time, about 80 guests.',
  )
  // The paid booking holds Booth 1 at that time (the server's reservation), Booth 2 is open.
  await expect(page.getByTestId('quote-booth-check')).toContainText('Booth 1 taken; Booth 2 free')
  const address = form.getByLabel('Event address (street, town)')
  await address.fill('12 Main St, Steinb')
  await expect(page.locator('#quote-address-suggestions option').first()).toHaveAttribute(
    'value',
    /Steinbach, MB$/,
  )
  expect(await axeViolations(page)).toEqual([])
  await look(page, 'quote-builder-checks')
})
