import { describe, expect, it } from 'vitest'

import { BUSINESS_TIME_ZONE, todayInZone, zonedWallToInstant } from '@kernel/time'
import { addDaysToDateString } from '@kernel'

import { fileDays } from '../helpers/fileDays'
import { testPayload } from '../helpers/payload'
import { api, mainApp } from '../helpers/payments'
import { acceptQuote, createQuote, payDeposit, quoteBody } from '../helpers/quotes'
import { staffApi } from '../helpers/staff'
import { moneyOf } from '@kernel'

const QUOTE_NUMBER = new RegExp(
  `^Q-${todayInZone(new Date(), BUSINESS_TIME_ZONE).slice(0, 4)}-\\d{5}$`,
)

describe('quotes: built by staff, read, signed and paid by the customer', () => {
  it('prices Digital Plus in Thompson with a $350.00 travel line at $649.00, numbered Q-YYYY-NNNNN', async () => {
    const staff = await staffApi()
    const q = await createQuote(staff)
    expect(q.number).toMatch(QUOTE_NUMBER)
    expect(q.total).toEqual({ cents: 64900, text: '$649.00' })
    const view = await api(mainApp()).get(`/quotes/${q.id}?token=${q.token}`)
    expect(view.status).toBe(200)
    const body = await view.json()
    expect(body.lines).toEqual([
      { label: 'Digital Plus', amount: { cents: 29900, text: '$299.00' } },
      { label: 'Travel to Thompson', amount: { cents: 35000, text: '$350.00' } },
    ])
    expect([body.total.cents, body.deposit, body.status]).toEqual([
      64900,
      { cents: 16225, text: '$162.25' },
      'open',
    ])
    expect(body.terms.text.length).toBeGreaterThan(20)
    // The expiry defaults to 7 days from today in Winnipeg.
    const today = todayInZone(new Date(), BUSINESS_TIME_ZONE)
    expect(body.expiresOn).toBe(addDaysToDateString(today, 7))

    const wrong = await api(mainApp()).get(`/quotes/${q.id}?token=${q.token}x`)
    const missing = await api(mainApp()).get(`/quotes/999999?token=${q.token}`)
    expect([wrong.status, missing.status]).toEqual([404, 404])
    expect(await wrong.json()).toEqual(await missing.json())
  })

  it('a discount line lowers the total to the cent; a total below zero is refused', async () => {
    const staff = await staffApi()
    const q = await createQuote(staff, {
      lines: [
        { label: 'Travel to Thompson', amountCents: 35000 },
        { label: 'Returning customer discount', amountCents: -5005 },
      ],
    })
    expect(q.total.cents).toBe(59895)
    const negative = await staff.post(
      '/quotes',
      quoteBody({ lines: [{ label: 'Too much', amountCents: -40000 }] }),
    )
    expect([negative.status, (await negative.json()).code]).toEqual([422, 'total_negative'])
  })

  it('only staff create quotes', async () => {
    const res = await api(mainApp()).post('/quotes', quoteBody())
    expect(res.status).toBe(401)
  })

  it('two accepts at once make exactly one booking, signed; the deposit is paid', async () => {
    const staff = await staffApi()
    const q = await createQuote(staff)
    const [a, b] = await Promise.all([acceptQuote(q), acceptQuote(q)])
    expect([a.status, b.status]).toEqual([200, 200])
    const [first, second] = [await a.json(), await b.json()]
    expect(first.bookingId).toBe(second.bookingId)
    expect(first.token).toBe(second.token)
    expect(first.amountDueNow).toEqual({ cents: 16225, text: '$162.25' })

    const payload = await testPayload()
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { email: { equals: (await quoteOf(q.id)).email } },
    })
    expect(totalDocs).toBe(1)

    const intent = await payDeposit(first)
    expect(intent.amount).toEqual(moneyOf(16225))
    const snap = await api(mainApp()).get(`/bookings/${first.bookingId}?token=${first.token}`)
    const booking = await snap.json()
    expect([booking.status, booking.totalAmount.cents]).toEqual(['confirmed', 64900])
    expect(booking.agreement.signatureName).toBe('Ada Lovelace')
    expect(booking.agreement.documentNumber).toMatch(/^A-\d{4}-\d{5}$/)
    expect((await quoteOf(q.id)).status).toBe('accepted')
    // Accepted: a later accept returns the same booking, never a second one.
    const again = await acceptQuote(q)
    expect((await again.json()).bookingId).toBe(first.bookingId)
  })

  it('an expired quote is refused and says so', async () => {
    const staff = await staffApi()
    const q = await createQuote(staff)
    const payload = await testPayload()
    const yesterday = addDaysToDateString(todayInZone(new Date(), BUSINESS_TIME_ZONE), -1)
    await payload.update({ collection: 'quotes', id: q.id, data: { expiresOn: yesterday } })
    const res = await acceptQuote(q)
    expect([res.status, (await res.json()).code]).toEqual([410, 'quote_expired'])
    const view = await (await api(mainApp()).get(`/quotes/${q.id}?token=${q.token}`)).json()
    expect(view.status).toBe('expired')
    const { totalDocs } = await payload.count({
      collection: 'bookings',
      where: { email: { equals: (await quoteOf(q.id)).email } },
    })
    expect(totalDocs).toBe(0)
  })

  it("a quote's booth hold counts against the customer's hold allowance", async () => {
    const staff = await staffApi()
    const email = `hold-${Date.now()}@test.example.com`
    // Ultimate with Two Photo Booths, Extra Time x4, Early Set-Up x4: both booths all day.
    const allDay = (days: number) => ({
      packageId: 4,
      eventTime: '14:00',
      address: '100 Main St, Winnipeg, MB',
      selectedAddOns: [1, 2, 3],
      addOnQuantities: JSON.stringify({ 1: 4, 3: 4 }),
      eventDate: fileDays('quotes.int').date(days),
      lines: [],
      holdBooth: true,
      email,
    })
    const first = await createQuote(staff, allDay(0))
    const held = await quoteOf(first.id)
    expect(held.holdBooking).toBeTruthy()
    const second = await staff.post('/quotes', quoteBody(allDay(1)))
    expect([second.status, (await second.json()).code]).toEqual([429, 'too_many_holds'])
    // The hold lasts until the quote expires (the end of its expiry date, booths and booking
    // alike, made so by booking's createBooking), and accepting pays for that same booking.
    await expectHeldUntil(Number(held.holdBooking), held.expiresOn)
    const accepted = await (await acceptQuote(first, { paymentType: 'full' })).json()
    expect(accepted.bookingId).toBe(held.holdBooking)
  })
})

async function expectHeldUntil(bookingId: number, expiresOn: string) {
  const payload = await testPayload()
  const end = zonedWallToInstant(addDaysToDateString(expiresOn, 1), '00:00', BUSINESS_TIME_ZONE)
  const booking = await payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })
  const { docs } = await payload.find({
    collection: 'booth-reservations',
    where: { booking: { equals: bookingId } },
    depth: 0,
  })
  expect([booking.source, booking.holdExpiresAt]).toEqual(['quote', end.toISOString()])
  expect(docs.map((r) => [r.booth, r.status, r.holdExpiresAt])).toEqual(
    (booking.booths ?? []).map((booth) => [booth, 'held', end.toISOString()]),
  )
}

async function quoteOf(id: number) {
  return (await testPayload()).findByID({ collection: 'quotes', id, depth: 0 })
}
