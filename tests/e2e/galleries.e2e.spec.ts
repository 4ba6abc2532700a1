import fs from 'node:fs'

import { expect, type APIRequestContext, type Page, test } from '@playwright/test'
import pg from 'pg'
import sharp from 'sharp'

import { axeViolations } from '../helpers/axe'
import { readMails } from '../helpers/mailCapture'
import { staffAccount } from '../helpers/staffAccount'
import { fileDays } from '../helpers/fileDays'
import { customer } from '../helpers/testData'
import { screenshot } from '../helpers/screenshot'
import { atPhone } from '../helpers/widths'

const shots = process.env.SHOTS_DIR ?? '/tmp/shots/galleries'
// Days no other file books (integrity.races.int once took 588 from under the expired gallery).
const days = fileDays('galleries.e2e')

async function look(page: Page, name: string, width: number) {
  fs.mkdirSync(shots, { recursive: true })
  await screenshot(page, { path: `${shots}/${name}-${width}.png`, fullPage: true })
}

const photo = (hue: number, width = 1200, height = 800) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: hue, g: 120, b: 200 - hue / 2 },
    },
  })
    .jpeg()
    .toBuffer()

/** A staff booking with photos in its gallery, three by default, on `day` of this file's block. */
async function galleryWithPhotos(
  request: APIRequestContext,
  day: number,
  email: string,
  shots: Promise<Buffer>[] = [20, 90, 160].map((hue) => photo(hue)),
) {
  const account = staffAccount(test.info())
  const login = await request.post('/api/users/login', {
    data: { email: account.email, password: account.password },
  })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const made = await request.post('/api/bookings/staff', {
    headers,
    data: {
      ...customer,
      email,
      packageId: 2,
      eventDate: days.date(day),
      eventTime: '11:00',
      backdropId: 1,
      selectedAddOns: [],
      addOnQuantities: '{}',
      paymentType: 'full',
      source: 'phone',
      then: { action: 'payment_link' },
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const { id } = await made.json()
  for (const [n, shot] of shots.entries()) {
    const res = await request.post(`/api/bookings/${id}/gallery/photos`, {
      headers,
      multipart: { file: { name: `p${n}.jpg`, mimeType: 'image/jpeg', buffer: await shot } },
    })
    expect(res.status()).toBe(201)
  }
  return id as number
}

test('the customer opens the gallery from the email, a photo by keyboard, and downloads it', async ({
  page,
  request,
}) => {
  const width = page.viewportSize()!.width
  const email = `gallery-${width}-${Date.now()}@test.example.com`
  await galleryWithPhotos(request, width < 600 ? 2 : 3, email)
  let mail = undefined as ReturnType<typeof readMails>[number] | undefined
  await expect
    .poll(
      () =>
        (mail = readMails().find(
          (m) => m.to.includes(email) && /gallery is ready/.test(m.subject),
        )),
    )
    .toBeTruthy()
  const link = mail!.text.match(/https?:\/\/\S+\/gallery\/[\w-]+/)![0]
  await page.goto(new URL(link).pathname)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('link', { name: 'Book your own event' })).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await look(page, 'gallery', width)

  const first = page.getByRole('button', { name: 'Open photo 1 of 3' })
  await first.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('1 / 3')).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByText('2 / 3')).toBeVisible()
  expect(await axeViolations(page)).toEqual([])
  await look(page, 'lightbox', width)
  const download = page.waitForEvent('download')
  await dialog.getByRole('link', { name: 'Download' }).focus()
  await page.keyboard.press('Enter')
  const file = await download
  expect(file.suggestedFilename()).toMatch(/\.jpg$/)
  expect(fs.statSync((await file.path())!).size).toBeGreaterThan(1000)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(first).toBeFocused()
})

test(
  'an expired gallery says so, with the business contact',
  atPhone,
  async ({ page, request }) => {
    const width = page.viewportSize()!.width
    const id = await galleryWithPhotos(
      request,
      width < 600 ? 4 : 5,
      `gone-${width}-${Date.now()}@test.example.com`,
    )
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    const { rows } = await db.query(
      `update galleries set status = 'expired' where booking_id = $1 returning slug`,
      [id],
    )
    await db.end()
    await page.goto(`/gallery/${rows[0].slug}`)
    await expect(page.getByRole('heading', { name: 'This gallery has expired' })).toBeVisible()
    await expect(page.getByRole('link', { name: /@/ }).first()).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await look(page, 'expired', width)
  },
)

test(
  'a large gallery sends its first 48 photos with the page and the rest when asked',
  atPhone,
  async ({ page, request }) => {
    const email = `gallery-large-${Date.now()}@test.example.com`
    // 50 distinct small photos (a different colour each: the same bytes would be one photo).
    const shots = Array.from({ length: 50 }, (_, i) => photo(i * 5, 64, 64))
    const id = await galleryWithPhotos(request, 0, email, shots)
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await db.connect()
    const { rows } = await db.query('select slug from galleries where booking_id = $1', [id])
    await db.end()
    await page.goto(`/gallery/${rows[0].slug}`)
    const photos = page.getByRole('list', { name: 'Photos' }).getByRole('listitem')
    await expect(photos).toHaveCount(48)
    await expect(page.getByText(/ · 50 photos · online until /)).toBeVisible()
    const showAll = page.getByRole('button', { name: 'Show all 50 photos' })
    await showAll.focus()
    await page.keyboard.press('Enter')
    await expect(photos).toHaveCount(50)
    await expect(showAll).toBeHidden()
    await page.getByRole('button', { name: 'Open photo 50 of 50' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('dialog').getByText('50 / 50')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  },
)
