import { describe, expect, it } from 'vitest'

import { formatInstant } from '@kernel/time'

import { sendCartReminders } from '../../plugins/carts/operations/sendCartReminders'
import { loadToday, SHOWN_PER_LIST } from '../../plugins/booking/admin/today/loadToday'
import { dateInDays } from '../helpers/booking'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { localReq, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { phoneBooking, staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('staff-admin.int')

const HOUR = 3_600_000
const settings = { idleMinutes: 60, maxReminders: 2 }

describe('customers and CSV', () => {
  it('exports an Excel-safe CSV named after the business: comma, quote, accent and newline survive', async () => {
    const staff = await staffApi()
    const b = await phoneBooking(staff, {
      firstName: 'Zoë "Z"',
      lastName: "O'Neil, Jr.\nII",
      eventDate: ownDays.date(0),
      eventTime: '08:00',
    })
    const res = await staff.get('/admin/customers/export')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="winnipeg-photo-booth-co-customers.csv"',
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // UTF-8 BOM for Excel
    const text = new TextDecoder().decode(bytes.slice(3))
    expect(text.split('\r\n')[0]).toBe(
      'First name,Last name,Email,Phone,Event address,Event date,Start time,Package,Status,Total (CAD),Paid (CAD),Booked at (Winnipeg),Receipts and invoices,Refunded (CAD)',
    )
    expect(text).toContain(
      `"Zoë ""Z""","O'Neil, Jr.\nII",${b.email},2045550199,"100 Main St, Winnipeg, MB",${ownDays.date(0)},08:00,Digital Plus,pending_payment,299.00,0.00,`,
    )
    const row = text.split('\r\n').find((l) => l.includes(b.email)) ?? ''
    // Booked at: the Winnipeg wall clock (UTC-5 from 2026-11-01), 12-hour; then no refund.
    expect(row).toContain(`,${formatInstant(new Date(), 'sortable').slice(0, 10)} `)
    expect(row).toMatch(/,\d{4}-\d\d-\d\d \d{1,2}:\d\d [AP]M,[^,]*,0\.00$/)
    const list = await (await staff.get('/admin/customers')).json()
    expect(list.customers.length).toBeLessThanOrEqual(25)
    expect(list.customers[0]).toMatchObject({ email: b.email, firstName: 'Zoë "Z"' })
    expect(list.totalCount).toBeGreaterThanOrEqual(1)
  })

  it.each(['/admin/customers', '/admin/customers/export', '/admin/cart-abandonment/stats'])(
    'GET %s refuses anonymous callers (401)',
    async (path) => {
      const res = await fetch(`${mainApp()}/api${path}`)
      expect(res.status).toBe(401)
      expect((await res.json()).code).toBe('unauthorized')
    },
  )

  it('POST /admin/cart-abandonment/process refuses anonymous callers (401)', async () => {
    const res = await fetch(`${mainApp()}/api/admin/cart-abandonment/process`, { method: 'POST' })
    expect(res.status).toBe(401)
  })
})

describe('abandoned-cart reminders', () => {
  async function abandonedCart(idleHours: number) {
    const payload = await testPayload()
    const email = `cart-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.example.com`
    const cart = await payload.create({
      collection: 'carts',
      data: {
        sessionId: `s-${email}`,
        email,
        firstName: 'Grace',
        lastName: 'Hopper',
        lastActivity: new Date(Date.now() - idleHours * HOUR).toISOString(),
        totalCents: 39900,
      },
    })
    return { cart, email }
  }
  const mailsTo = (email: string) => readMails().filter((m) => m.to.includes(email))

  it('a run twice at once sends one reminder, with a ?recover= link; the next is spaced and capped', async () => {
    const { cart, email } = await abandonedCart(2)
    const now = new Date()
    const [a, b] = await Promise.all([
      sendCartReminders({ req: await localReq(), now, settings }),
      sendCartReminders({ req: await localReq(), now, settings }),
    ])
    await sendCartReminders({ req: await localReq(), now, settings })
    const mail = await waitForMail(email, /waiting/)
    // The link carries a signed, one-time token for this cart, never the bare cart id.
    const recover = /\/booking\?recover=(\S+)/.exec(mail.text)?.[1] ?? ''
    expect(recover.startsWith(`${encodeURIComponent(cart.sessionId)}.`)).toBe(true)
    expect(recover.length).toBeGreaterThan(cart.sessionId.length + 40)
    await new Promise((r) => setTimeout(r, 500))
    expect(mailsTo(email)).toHaveLength(1)
    expect(a.sent + b.sent).toBeGreaterThanOrEqual(1)
    const payload = await testPayload()
    expect((await payload.findByID({ collection: 'carts', id: cart.id })).remindersSent).toBe(1)
    // An hour later: the second (last) reminder; later still, nothing more.
    await sendCartReminders({
      req: await localReq(),
      now: new Date(now.getTime() + 1.1 * HOUR),
      settings,
    })
    await sendCartReminders({
      req: await localReq(),
      now: new Date(now.getTime() + 5 * HOUR),
      settings,
    })
    await new Promise((r) => setTimeout(r, 500))
    expect(mailsTo(email)).toHaveLength(2)
    expect((await payload.findByID({ collection: 'carts', id: cart.id })).remindersSent).toBe(2)
  })

  it('sends nothing after recovery or an unsubscribe, nor to a fresh cart', async () => {
    const payload = await testPayload()
    const recovered = await abandonedCart(3)
    await payload.update({ collection: 'carts', id: recovered.cart.id, data: { recovered: true } })
    const fresh = await abandonedCart(0.2)
    const leaving = await abandonedCart(3)
    const first = await sendCartReminders({ req: await localReq(), now: new Date(), settings })
    expect(first.sent).toBeGreaterThanOrEqual(1)
    const mail = await waitForMail(leaving.email, /waiting/)
    expect(mailsTo(fresh.email)).toHaveLength(0) // idle 12 minutes: not abandoned yet
    const link = /Unsubscribe from reminders about an unfinished booking: (\S+)/.exec(
      mail.text,
    )?.[1]
    expect(link).toBeTruthy()
    const forged = await fetch(link!.replace(/token=[^&]+/, 'token=forgedforgedforged'))
    expect(forged.status).toBe(400)
    // The link asks first (mail scanners open links); its button posts.
    const res = await fetch(link!, { method: 'POST' })
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('Unsubscribed')
    await sendCartReminders({
      req: await localReq(),
      now: new Date(Date.now() + 2 * HOUR),
      settings,
    })
    await new Promise((r) => setTimeout(r, 500))
    expect(mailsTo(leaving.email)).toHaveLength(1)
    expect(mailsTo(recovered.email)).toHaveLength(0)
  })
})

describe('roles: staff run the business, only admins manage users and settings', () => {
  it('refuses staff (403) and lets an admin change site settings', async () => {
    const staff = await staffApi('staff')
    const denied = await staff.post('/globals/site-settings', { phone: '(204) 000-0001' })
    expect(denied.status).toBe(403)
    const admin = await staffApi('admin')
    const payload = await testPayload()
    const before = await payload.findGlobal({ slug: 'site-settings' })
    const ok = await admin.post('/globals/site-settings', { phone: before.phone })
    expect(ok.status).toBe(200)
  })

  it('refuses staff (403) creating users', async () => {
    const staff = await staffApi('staff')
    const res = await staff.post('/users', {
      email: `new-${Date.now()}@test.example.com`,
      password: 'correct-horse-battery-staple',
      roles: ['admin'],
    })
    expect(res.status).toBe(403)
  })

  it('lets staff use every staff endpoint (the same ones admins use)', async () => {
    const staff = await staffApi('staff')
    for (const path of ['/admin/customers', '/admin/cart-abandonment/stats', '/outbox?limit=1'])
      expect((await staff.get(path)).status).toBe(200)
    const start = new Date().toISOString()
    const end = new Date(Date.now() + 7 * 86_400_000).toISOString()
    const cal = await staff.get(`/admin/calendar-events?start=${start}&end=${end}`)
    expect(cal.status).toBe(200)
    expect(Array.isArray((await cal.json()).events)).toBe(true)
  })
})

describe('bookings calendar', () => {
  it('shows a booking at the Winnipeg wall-clock time picked, with setup and buffer, held until paid', async () => {
    const staff = await staffApi()
    const date = ownDays.date(10)
    const b = await phoneBooking(staff, { eventDate: date, eventTime: '10:00' })
    const q = (d: string) => new Date(`${d}T00:00:00Z`).toISOString()
    const res = await staff.get(
      `/admin/calendar-events?start=${q(date)}&end=${q(ownDays.date(11))}`,
    )
    const { events } = await res.json()
    const mine = events.filter((e: { bookingId: number }) => e.bookingId === b.id)
    expect(mine).toEqual([
      expect.objectContaining({
        kind: 'held',
        booth: 'booth1',
        setupStart: `${date}T09:30:00`,
        start: `${date}T10:00:00`,
        end: `${date}T12:30:00`,
        bufferEnd: `${date}T13:30:00`,
      }),
    ])
    await staff.post(`/bookings/${b.id}/cancel`, {})
    const after = await (
      await staff.get(`/admin/calendar-events?start=${q(date)}&end=${q(ownDays.date(11))}`)
    ).json()
    expect(after.events.filter((e: { bookingId: number }) => e.bookingId === b.id)).toEqual([
      expect.objectContaining({ kind: 'cancelled' }),
    ])
  })
})

describe('Today view', () => {
  it('lists the newest holds first and counts the ones past the cap', async () => {
    const staff = await staffApi()
    const payload = await testPayload()
    // Two booths a day, 10:00: SHOWN_PER_LIST + 2 holds on days no other test books.
    const made: number[] = []
    for (let i = 0; i < SHOWN_PER_LIST + 2; i++) {
      const b = await phoneBooking(staff, {
        eventDate: dateInDays(250 + Math.floor(i / 2)),
        eventTime: '10:00',
      })
      made.push(b.id)
    }
    const bookingIds = (holds: Awaited<ReturnType<typeof loadToday>>['holds']) =>
      holds.map((h) => (typeof h.booking === 'object' ? h.booking.id : h.booking))
    const today = await loadToday(payload, new Date())
    expect(today.holds).toHaveLength(SHOWN_PER_LIST)
    expect(today.holdCount).toBeGreaterThanOrEqual(SHOWN_PER_LIST + 2)
    // The newest hold first, and every one made here but the two oldest, in reverse order.
    expect(bookingIds(today.holds)).toEqual(made.slice(2).reverse())
    for (const id of made) await staff.post(`/bookings/${id}/cancel`, {})
    const after = await loadToday(payload, new Date())
    expect(bookingIds(after.holds)).not.toContain(made.at(-1))
  })
})
