import { describe, expect, it } from 'vitest'

import { sendCartReminders } from '../../plugins/carts/operations/sendCartReminders'
import { dateInDays } from '../helpers/booking'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { localReq, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { phoneBooking, staffApi } from '../helpers/staff'

const HOUR = 3_600_000
const settings = { idleMinutes: 60, maxReminders: 2 }

describe('customers and CSV', () => {
  it('exports an Excel-safe CSV named after the business: comma, quote, accent and newline survive', async () => {
    const staff = await staffApi()
    const b = await phoneBooking(staff, {
      firstName: 'Zoë "Z"',
      lastName: "O'Neil, Jr.\nII",
      eventDate: dateInDays(170),
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
      'First name,Last name,Email,Phone,Event address,Event date,Start time,Package,Status,Total (CAD),Paid (CAD),Booked at',
    )
    expect(text).toContain(
      `"Zoë ""Z""","O'Neil, Jr.\nII",${b.email},2045550199,"100 Main St, Winnipeg, MB",${dateInDays(170)},08:00,Digital Plus,pending_payment,299.00,0.00,`,
    )
    const list = await (await staff.get('/admin/customers')).json()
    expect(list.customers.length).toBeLessThanOrEqual(10)
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
    expect(mail.text).toContain(`/booking?recover=${encodeURIComponent(cart.sessionId)}`)
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
    const link = /No more reminders: (\S+)/.exec(mail.text)?.[1]
    expect(link).toBeTruthy()
    const forged = await fetch(link!.replace(/token=[^&]+/, 'token=forged'))
    expect(forged.status).toBe(400)
    const res = await fetch(link!)
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
