import fs from 'node:fs'

import { expect, type APIRequestContext, type Page, test } from '@playwright/test'

import { axeViolations } from '../helpers/axe'
import { fileDays } from '../helpers/fileDays'
import { screenshot } from '../helpers/screenshot'
import { staffAccount, openAdminAs } from '../helpers/staffAccount'
import { customer } from '../helpers/testData'

// Issue 50: the admin a first-time owner runs without a guide, at 1280 px.
const days = fileDays('issue50')
const shots = process.env.SHOTS_DIR ?? '/tmp/shots/owner-admin'
const password = 'correct-horse-battery-staple'
const stamp = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`

async function look(page: Page, name: string) {
  fs.mkdirSync(shots, { recursive: true })
  await screenshot(page, { path: `${shots}/${name}.png`, fullPage: true })
}

async function session(request: APIRequestContext, email: string, secret: string) {
  const res = await request.post('/api/users/login', { data: { email, password: secret } })
  const headers = { Authorization: `JWT ${(await res.json()).token}` }
  return {
    post: async (path: string, data: unknown) => {
      const r = await request.post(`/api${path}`, { headers, data })
      expect(r.status(), `${path}: ${await r.text()}`).toBeLessThan(300)
      return r.json()
    },
    get: async (path: string) => (await request.get(`/api${path}`, { headers })).json(),
  }
}
type Session = Awaited<ReturnType<typeof session>>

async function signIn(page: Page, email: string, secret: string, heading: string) {
  await openAdminAs(page, email, secret)
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
}

const phoneBooking = (admin: Session, day: number, who: Partial<typeof customer>) =>
  admin.post('/bookings/staff', {
    ...customer,
    email: `owner-${stamp()}@test.example.com`,
    ...who,
    packageId: 2,
    eventDate: days.date(day),
    eventTime: '16:00',
    backdropId: 1,
    selectedAddOns: [],
    addOnQuantities: '{}',
    paymentType: 'full',
    source: 'phone',
    then: { action: 'offline_payment', method: 'etransfer', amountCents: 5000 },
  }) as Promise<{ id: number; reference: string }>

async function newAttendant(admin: Session, name: string) {
  const email = `crew-${stamp()}@test.example.com`
  const { doc } = await admin.post('/users', { email, password, name, roles: ['attendant'] })
  return { id: doc.id as number, email }
}

/** The staff nav's links, once it has drawn them (a page opened directly draws them after load). */
async function navLinks(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Staff views' })
  await expect(nav.getByRole('link', { name: 'Today' })).toBeVisible()
  return nav.getByRole('link').allInnerTexts()
}

test('the owner reads a short nav of product screens; technical tables sit under Settings → System records', async ({
  page,
}, testInfo) => {
  const owner = staffAccount(testInfo, 'admin')
  test.skip(!owner.email, 'scripts/test.ts creates the admin account')
  await signIn(page, owner.email, owner.password, 'Today')
  const links = (await navLinks(page)).map((l) => l.trim())
  expect(links.length).toBeLessThanOrEqual(25)
  expect(new Set(links).size).toBe(links.length)
  for (const name of ['Quotes', 'Waitlist', 'Galleries', 'Design proofs', 'Run sheets', 'Settings'])
    expect(links, name).toContain(name)
  // Payload's own nav (every collection, grouped) is gone: only the staff nav's links remain.
  await expect(page.locator('.nav-group')).toHaveCount(0)
  for (const name of ['Payment Events', 'Booth Reservations', 'Chat Messages', 'Consents'])
    expect(links, name).not.toContain(name)
  expect(await axeViolations(page)).toEqual([])
  await look(page, 'owner-nav-1280')

  await page
    .getByRole('navigation', { name: 'Staff views' })
    .getByRole('link', { name: 'Settings' })
    .click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  const records = page.getByTestId('system-records')
  for (const name of ['Payment Events', 'Booth Reservations', 'Crew Assignments', 'Terms Versions'])
    await expect(records.getByRole('link', { name })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await look(page, 'owner-settings-1280')
  await records.getByRole('link', { name: 'Booth Reservations' }).click()
  await expect(page.getByRole('heading', { name: 'Booth Reservations', level: 1 })).toBeVisible()
  // The waitlist and galleries lists open (the galleries list used to be switched off).
  await page.goto('/admin/collections/galleries')
  await expect(page.getByRole('heading', { name: 'Galleries', level: 1 })).toBeVisible()
})

test('staff see no owner-only screens and no System records', async ({
  page,
  request,
}, testInfo) => {
  const owner = staffAccount(testInfo, 'admin')
  test.skip(!owner.email, 'scripts/test.ts creates the admin account')
  // Its own staff account: on a fresh database the first account made becomes an admin.
  const admin = await session(request, owner.email, owner.password)
  const email = `staff-${stamp()}@test.example.com`
  await admin.post('/users', { email, password, name: 'Sam Staff', roles: ['staff'] })
  await signIn(page, email, password, 'Today')
  const links = await navLinks(page)
  expect(links).not.toContain('Reports')
  expect(links).not.toContain('Crew pay')
  expect(links).toContain('Bookings')
  await page.goto('/admin/settings')
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Site settings' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Staff accounts' })).toHaveCount(0)
  await expect(page.getByTestId('system-records')).toHaveCount(0)
})

test('the bookings list finds a booking by surname, email and a phone typed any way', async ({
  page,
  request,
}, testInfo) => {
  const owner = staffAccount(testInfo, 'admin')
  test.skip(!owner.email, 'scripts/test.ts creates the admin account')
  const admin = await session(request, owner.email, owner.password)
  const s = stamp()
  const digits = `204${String(Date.now()).slice(-7)}`
  const lastName = `Singh${s}`
  const email = `priya-${s}@test.example.com`
  const booking = await phoneBooking(admin, 0, {
    firstName: 'Priya',
    lastName,
    email,
    phone: digits,
  })
  // What the server stored: the phone as digits (the search must find it typed with punctuation).
  const stored = await admin.get(`/bookings/${booking.id}?depth=0`)
  expect(stored.phone).toBe(digits)
  await signIn(page, owner.email, owner.password, 'Today')
  await page.goto('/admin/collections/bookings')
  const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
  for (const term of [lastName, email, formatted, `Priya ${lastName}`]) {
    await page.locator('#search-filter-input').fill(term)
    // This term's own search, not the previous one's rows (every term finds the same booking).
    await page.waitForURL((url) => url.searchParams.get('search') === term)
    const rows = page.locator('table tbody tr')
    await expect(rows.filter({ hasText: booking.reference }), term).toHaveCount(1)
    await expect(rows, term).toHaveCount(1)
  }
  expect(await axeViolations(page)).toEqual([])
  await look(page, 'bookings-search-phone-1280')
  // Today's quick find leads to the same search.
  await page.goto('/admin')
  await page.getByLabel('Find a booking: name, email, phone or reference').fill(lastName)
  await page.getByRole('button', { name: 'Find', exact: true }).press('Enter')
  await expect(page.locator('table tbody tr').filter({ hasText: booking.reference })).toHaveCount(1)
})

test('the owner opens the run sheet from the booking page; another attendant is refused it', async ({
  page,
  request,
}, testInfo) => {
  const owner = staffAccount(testInfo, 'admin')
  test.skip(!owner.email, 'scripts/test.ts creates the admin account')
  test.setTimeout(120_000)
  const admin = await session(request, owner.email, owner.password)
  const twin = `Crew Twin ${stamp()}`
  const [ana, other] = [await newAttendant(admin, twin), await newAttendant(admin, twin)]
  const booking = await phoneBooking(admin, 1, {})
  const crew = await admin.get(`/bookings/${booking.id}/crew`)
  // Two attendants share a name: the picker tells them apart by their emails.
  const names = crew.choices.filter((c: { name: string }) => c.name.startsWith(twin))
  expect(names.map((c: { name: string }) => c.name).sort()).toEqual(
    [`${twin} (${ana.email})`, `${twin} (${other.email})`].sort(),
  )
  await admin.post(`/bookings/${booking.id}/crew`, { booth: crew.booths[0].booth, userId: ana.id })

  await signIn(page, owner.email, owner.password, 'Today')
  await page.goto(`/admin/collections/bookings/${booking.id}`)
  await page.getByTestId('run-sheet-link').click()
  await expect(page.getByRole('heading', { name: 'Run sheet', level: 1 })).toBeVisible()
  await expect(page.getByText(`Booth 1 · booking ${booking.reference}`)).toBeVisible()
  await expect(page.getByText(`Attendant: ${twin}`)).toBeVisible()
  await expect(page.getByText('Arrive (setup starts):')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Check in' })).toHaveCount(0)
  expect(await axeViolations(page)).toEqual([])
  await look(page, 'owner-run-sheet-1280')

  // The other attendant, with the assignment's own address: not theirs, so no sheet.
  const [assignment] = (
    await admin.get(`/crew-assignments?where[booking][equals]=${booking.id}&depth=0`)
  ).docs
  await page.context().clearCookies()
  await signIn(page, other.email, password, 'My events')
  await page.goto(`/admin/crew?event=${assignment.id}`)
  await expect(page.getByText('That run sheet is not one of your events.')).toBeVisible()
  await expect(page.getByText('Arrive (setup starts):')).toHaveCount(0)
})

test("a booking's history: made, each payment by what it paid, money in words; the upload key hidden", async ({
  page,
  request,
}, testInfo) => {
  const owner = staffAccount(testInfo, 'admin')
  test.skip(!owner.email, 'scripts/test.ts creates the admin account')
  const admin = await session(request, owner.email, owner.password)
  const booking = await phoneBooking(admin, 2, {})
  await admin.post(`/bookings/${booking.id}/payments`, { method: 'cash', amountCents: 10000 })
  const stored = await admin.get(`/bookings/${booking.id}?depth=0`)
  await signIn(page, owner.email, owner.password, 'Today')
  await page.goto(`/admin/collections/bookings/${booking.id}`)
  const history = page.getByTestId('booking-history')
  const rows = history.locator('tbody tr')
  // Each stored entry once, and nothing invented (a phone booking has its "Created by" line).
  await expect(rows).toHaveCount(stored.history.length)
  await expect(rows.filter({ hasText: 'Created by phone' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Created by phone' })).toContainText('Total $')
  const first = rows.filter({ hasText: 'Payment recorded (e-transfer)' })
  await expect(first).toContainText('Paid $50.00')
  const second = rows.filter({ hasText: 'Payment recorded (cash)' })
  await expect(second).toContainText('· Balance')
  await expect(second).toContainText('Paid $100.00')
  await expect(history.getByRole('columnheader', { name: 'Money' })).toBeVisible()
  // The booth's upload key is a secret: shown only when asked for.
  const gallery = page.getByTestId('gallery-panel')
  await expect(gallery.getByRole('button', { name: 'Show key' })).toBeVisible()
  await expect(page.getByTestId('upload-key')).toHaveCount(0)
  await gallery.getByRole('button', { name: 'Show key' }).click()
  await expect(page.getByTestId('upload-key')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await look(page, 'booking-history-1280')
})
