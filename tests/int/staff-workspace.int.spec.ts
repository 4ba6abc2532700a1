import { describe, expect, it } from 'vitest'

import { goLiveChecks } from '../../plugins/booking/admin/today/goLive/goLiveChecks'
import { loadGoLive } from '../../plugins/booking/admin/today/goLive/loadGoLive'
import { dateInDays } from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { holdBooking, mainApp } from '../helpers/payments'
import { phoneBooking, staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'
import { moneyOf } from '@kernel'

const ownDays = fileDays('staff-workspace.int')

const etransfer = (amountCents: number) => ({
  action: 'offline_payment',
  method: 'etransfer',
  amountCents,
})

type Entry = {
  title: string
  bookingId: number
  kind: string
  setupStart: string
  start: string
  end: string
  bufferEnd: string
}

describe('the staff calendar after a reschedule to an earlier date and a cancel', () => {
  it('shows the booking once, on its new date only, struck through without setup or buffer', async () => {
    const staff = await staffApi()
    const from = ownDays.date(10)
    const to = ownDays.date(0)
    const b = await phoneBooking(staff, { eventDate: from, eventTime: '19:45' }, etransfer(29900))
    expect(
      (await staff.post(`/bookings/${b.id}/reschedule`, { eventDate: to, eventTime: '19:45' }))
        .status,
    ).toBe(200)
    expect((await staff.post(`/bookings/${b.id}/cancel`, {})).status).toBe(200)
    // Every day between the two dates, asked a week at a time as the calendar does.
    const seen: Entry[] = []
    for (let d = ownDays.offset(0) - 2; d <= ownDays.offset(10) + 2; d += 7) {
      const q = new URLSearchParams({
        start: `${dateInDays(d)}T00:00:00Z`,
        end: `${dateInDays(d + 7)}T00:00:00Z`,
      })
      const res = await staff.get(`/admin/calendar-events?${q}`)
      expect(res.status).toBe(200)
      const { events } = (await res.json()) as { events: Entry[] }
      seen.push(...events.filter((e) => e.bookingId === b.id))
    }
    const unique = new Map(seen.map((e) => [JSON.stringify(e), e]))
    expect([...unique.values()][0]?.title).toMatch(/ · Digital Plus$/)
    expect([...unique.values()]).toEqual([
      {
        ...[...unique.values()][0],
        kind: 'cancelled',
        setupStart: `${to}T19:45:00`,
        start: `${to}T19:45:00`,
        end: `${to}T22:15:00`,
        bufferEnd: `${to}T22:15:00`,
      },
    ])
  })
})

describe('lists staff work from', () => {
  it('customers carry the event type, guest count, the booking and the refund of a cancelled one', async () => {
    const staff = await staffApi()
    const b = await phoneBooking(
      staff,
      { eventDate: ownDays.date(20), eventTime: '10:00', eventType: 'Wedding', guestCount: 120 },
      etransfer(29900),
    )
    expect((await staff.post(`/bookings/${b.id}/cancel`, {})).status).toBe(200)
    const list = await (await staff.get('/admin/customers')).json()
    const row = list.customers.find((c: { email: string }) => c.email === b.email)
    expect(row).toMatchObject({
      bookingId: b.id,
      eventType: 'Wedding',
      guestCount: 120,
      status: 'cancelled',
      total: moneyOf(29900),
      paid: moneyOf(29900),
      refunded: moneyOf(22425), // 75% at 200 days' notice
    })
  })

  it('every Outbox email about a booking is linked to it', async () => {
    const staff = await staffApi()
    const b = await phoneBooking(
      staff,
      { eventDate: ownDays.date(21), eventTime: '11:00' },
      etransfer(29900),
    )
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'outbox',
      where: { to: { equals: b.email } },
      depth: 0,
    })
    expect(docs.length).toBeGreaterThan(0)
    expect(docs.map((d) => d.booking)).toEqual(docs.map(() => b.id))
  })
})

describe('go-live checklist', () => {
  const ready = {
    phone: '(204) 318-2200',
    email: 'owner@winnipegphotobooth.ca',
    smtpConfigured: true,
    stripeSecretKey: 'sk_live_abc',
    siteUrl: 'https://winnipegphotobooth.ca',
    googleConnected: false,
    telegramConnected: false,
    legalName: 'Prairie Booths Inc.',
    legalAddress: '12 Portage Ave, Winnipeg, MB R3B 0A1',
    mailingAddress: 'PO Box 58, Winnipeg, MB R3C 2E6',
    gstNumber: '812345678 RT0001',
    ratingValue: null as number | null,
    reviewCount: null as number | null,
    ratingSource: 'https://g.page/r/prairie-booths/review',
    publishedReviews: 3,
    banner: { enabled: true, text: 'No-Tax Sale: we pay your GST and RST on every booking' },
    placeholderContent: [] as { label: string; href: string }[],
  }
  const open = (facts: Partial<typeof ready>) =>
    goLiveChecks({ ...ready, ...facts })
      .filter((i) => !i.done)
      .map((i) => i.id)

  it('a configured site has only the optional items open', () => {
    expect(open({})).toEqual(['google', 'telegram'])
    expect(open({ googleConnected: true, telegramConnected: true })).toEqual([])
  })
  it('flags each thing that stands between the site and real bookings', () => {
    expect(open({ phone: '(204) 555-0142' })).toContain('contact')
    expect(open({ email: 'hello@example.com' })).toContain('contact')
    expect(open({ smtpConfigured: false })).toContain('smtp')
    expect(open({ stripeSecretKey: '' })).toContain('payments')
    expect(open({ stripeSecretKey: 'sk_test_abc' })).toContain('payments')
    expect(open({ stripeSecretKey: 'sk_test_abc', siteUrl: 'http://localhost:3000' })).toEqual([
      'siteUrl',
      'google',
      'telegram',
    ])
    expect(open({ siteUrl: 'http://winnipegphotobooth.ca' })).toContain('siteUrl')
  })
  it('flags the seeded legal details, an unsourced rating, a tax banner and placeholder text', () => {
    expect(open({ gstNumber: '123456789 RT0001' })).toContain('legal')
    expect(open({ legalAddress: '100 Main Street, Winnipeg, MB R3C 1A1' })).toContain('legal')
    expect(open({ legalName: 'Winnipeg Photo Booth Co. Ltd.' })).toContain('legal')
    expect(open({ mailingAddress: ' ' })).toEqual(['mailing', 'google', 'telegram'])
    expect(open({ mailingAddress: '100 Main Street, Winnipeg, MB R3C 1A1' })).toContain('mailing')
    // A typed rating (the seed's sample) is flagged; the site's comes from published reviews.
    expect(open({ ratingValue: 5, reviewCount: 50 })).toContain('rating')
    expect(open({ publishedReviews: 0 })).toEqual(['rating', 'google', 'telegram'])
    expect(open({ ratingSource: '' })).not.toContain('rating')
    const banner = (text: string, enabled = true) => open({ banner: { enabled, text } })
    expect(banner('Limited-time No-Tax Sale: prices include taxes')).toContain('banner')
    expect(banner('Limited-time No-Tax Sale', false)).not.toContain('banner')
    expect(banner('Spring sale: 10% off Classic')).not.toContain('banner')
    const content = [{ label: '“Lorem ipsum”', href: '/admin/collections/packages/9' }]
    expect(open({ placeholderContent: content })).toContain('content')
  })
  it('gives every open item a screen to fix it, in words, not variable names', () => {
    const items = goLiveChecks({
      ...ready,
      smtpConfigured: false,
      stripeSecretKey: '',
      siteUrl: '',
      ratingSource: '',
    })
    for (const i of items) {
      expect(i.href).toMatch(/^\/admin\//)
      expect(i.fix).not.toMatch(/[A-Z]{3,}_[A-Z]/)
    }
    expect(items.find((i) => i.id === 'smtp')?.href).toBe('/admin/go-live#email')
  })
  it('reads the seeded placeholders and the server environment', async () => {
    const payload = await testPayload()
    const items = await loadGoLive(payload, { NEXT_PUBLIC_SERVER_URL: 'http://localhost:3000' })
    const byId = Object.fromEntries(items.map((i) => [i.id, i.done]))
    expect(byId).toMatchObject({ contact: false, smtp: false, payments: false, siteUrl: false })
    const live = await loadGoLive(payload, {
      SMTP_HOST: 'smtp.example.net',
      STRIPE_SECRET_KEY: 'sk_live_x',
      NEXT_PUBLIC_SERVER_URL: 'https://winnipegphotobooth.ca',
    })
    expect(live.filter((i) => !i.done && !i.optional).map((i) => i.id)).toEqual([
      'contact',
      'legal',
      'mailing',
      'rating',
    ])
    expect(byId).toMatchObject({ banner: true, content: true })
  })
})

describe('send a test email', () => {
  it('reports the SMTP server’s answer to an admin, and refuses staff', async () => {
    const admin = await staffApi('admin')
    const res = await admin.post('/outbox/test-email', {})
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.sent).toBe(true)
    expect(body.answer).toMatch(/^250/)
    const staff = await staffApi()
    expect((await staff.post('/outbox/test-email', {})).status).toBe(403)
  })
})

describe('the success page’s promise of an email', () => {
  it('the customer’s booking says whether emails leave the site (SMTP is set on this server)', async () => {
    const b = await holdBooking(mainApp(), { eventDate: ownDays.date(31), eventTime: '12:00' })
    const res = await fetch(
      `${mainApp()}/api/bookings/${b.id}?token=${encodeURIComponent(b.accessToken)}`,
    )
    expect(res.status).toBe(200)
    expect((await res.json()).emailDelivery).toBe(true)
  })
})
