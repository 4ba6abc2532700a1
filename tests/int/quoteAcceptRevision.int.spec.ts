// Issue 48 (cases 2 and 11): what the customer read is what they accept. The accept carries the
// revision the page showed; a quote revised since answers 409 quote_changed with the quote as it
// now is and books nothing. A total below the gateway's least charge is never sent nor accepted,
// and a quote whose least deposit is below it is paid in full.
// Days 431–436 are this file's (faults.database books 400 + i for a few i; reports 411–416).
import { describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { quoteOf } from '../helpers/quoteActions'
import { acceptQuote, createQuote, quoteBody, shownQuote } from '../helpers/quotes'
import { staffApi } from '../helpers/staff'

const DAYS = { stale: 431, raceA: 432, raceAMoved: 433, raceB: 434, raceBMoved: 435, full: 436 }

/** What one customer's email has in the database: bookings, their payment rows, reservations. */
async function moneyOf(email: string) {
  const payload = await testPayload()
  const bookings = (
    await payload.find({ collection: 'bookings', where: { email: { equals: email } }, depth: 0 })
  ).docs
  const ids = bookings.map((b) => b.id)
  const where = { booking: { in: ids.length ? ids : [0] } }
  const payments = await payload.count({ collection: 'payments', where })
  const reservations = (
    await payload.find({ collection: 'booth-reservations', where, depth: 0, limit: 50 })
  ).docs
  return { bookings, payments: payments.totalDocs, reservations }
}

describe('POST /api/quotes/:id/accept carries the revision the page showed', () => {
  it('a stale revision is refused with the new quote and books nothing; the current one books its cents', async () => {
    const staff = await staffApi()
    const body = quoteBody({ eventDate: dateInDays(DAYS.stale) })
    const created = await staff.post('/quotes', body)
    const q = await created.json()
    expect([created.status, q.total]).toEqual([201, { cents: 64900, text: '$649.00' }])
    const shown = await shownQuote(q)
    expect([shown.revision, shown.totalCents]).toEqual([1, 64900])

    // Staff revise while the customer's page still shows $649.00: $299.00 + $350.00 + $650.00.
    const revised = await staff.post(`/quotes/${q.id}/revise`, {
      ...body,
      lines: [
        { label: 'Travel to Thompson', amountCents: 35000 },
        { label: 'Second attendant', amountCents: 65000 },
      ],
    })
    expect(revised.status, await revised.clone().text()).toBe(200)
    expect((await revised.json()).total).toEqual({ cents: 129900, text: '$1,299.00' })

    const stale = await acceptQuote(q, { termsHash: shown.termsHash, revision: shown.revision })
    const refused = await stale.json()
    expect([stale.status, refused.code]).toEqual([409, 'quote_changed'])
    expect(refused.message).toMatch(/updated this quote/)
    // The body carries the quote as it now is, for the page to show and ask again.
    expect(refused.quote).toMatchObject({
      id: q.id,
      revision: 2,
      total: { cents: 129900, text: '$1,299.00' },
    })
    expect(refused.quote.lines).toContainEqual({
      label: 'Second attendant',
      amount: { cents: 65000, text: '$650.00' },
    })
    const nothing = await moneyOf(body.email as string)
    expect([nothing.bookings.length, nothing.payments, nothing.reservations.length]).toEqual([
      0, 0, 0,
    ])
    const stored = await quoteOf(q.id)
    expect([stored.status, stored.booking ?? null, stored.revision]).toEqual(['sent', null, 2])

    // The page shows revision 2 and sends it: booked at exactly the revised cents.
    const ok = await acceptQuote(q, { termsHash: shown.termsHash, revision: 2 })
    const accepted = await ok.json()
    expect(ok.status, JSON.stringify(accepted)).toBe(200)
    expect(accepted.amountDueNow).toEqual({ cents: 32475, text: '$324.75' }) // 25% of $1,299.00
    const booked = await moneyOf(body.email as string)
    expect(booked.bookings.map((b) => [b.id, b.totalCents, b.eventDate])).toEqual([
      [accepted.bookingId, 129900, dateInDays(DAYS.stale)],
    ])
    expect((await quoteOf(q.id)).status).toBe('accepted')

    // A page that still shows revision 1 is not answered with the booking of revision 2.
    const late = await acceptQuote(q, { termsHash: shown.termsHash, revision: 1 })
    expect([late.status, (await late.json()).code]).toEqual([409, 'quote_changed'])
    const missing = await acceptQuote(q, { termsHash: shown.termsHash, revision: undefined })
    expect([missing.status, (await missing.json()).field]).toEqual([400, 'revision'])
  })

  it.each([
    ['A', DAYS.raceA, DAYS.raceAMoved],
    ['B', DAYS.raceB, DAYS.raceBMoved],
  ])(
    'race %s: a revise and an accept at once book the revision read, or the accept is refused',
    async (_name, day, moved) => {
      const staff = await staffApi()
      const body = quoteBody({ eventDate: dateInDays(day), holdBooth: true })
      const q = await createQuote(staff, body)
      const shown = await shownQuote(q)
      expect([shown.revision, shown.totalCents]).toEqual([1, 64900])
      // The revision moves the date and the price ($299.00 + $600.00), and its hold with them.
      const [revise, accept] = await Promise.all([
        staff.post(`/quotes/${q.id}/revise`, {
          ...body,
          eventDate: dateInDays(moved),
          lines: [{ label: 'Travel to Thompson', amountCents: 60000 }],
        }),
        acceptQuote(q, { termsHash: shown.termsHash, revision: shown.revision }),
      ])
      const [revised, accepted] = [await revise.json(), await accept.json()]
      const stored = await quoteOf(q.id)
      const { bookings, payments } = await moneyOf(body.email as string)
      const signed = bookings.filter((b) => b.agreement?.documentNumber)
      expect(payments).toBe(0)
      if (accept.status === 200) {
        // The accept came first: revision 1 as read, on its date; the revise is refused.
        expect([revise.status, revised.code]).toEqual([409, 'quote_accepted'])
        expect(signed.map((b) => [b.id, b.totalCents, b.eventDate])).toEqual([
          [accepted.bookingId, 64900, dateInDays(day)],
        ])
        expect([stored.status, stored.revision]).toEqual(['accepted', 1])
      } else {
        // The revise came first: the accept of revision 1 is refused and nothing is signed.
        expect([accept.status, accepted.code], JSON.stringify(accepted)).toEqual([
          409,
          'quote_changed',
        ])
        expect(accepted.quote).toMatchObject({
          revision: 2,
          total: { cents: 89900, text: '$899.00' },
        })
        expect(revise.status).toBe(200)
        expect(signed).toEqual([])
        expect([stored.status, stored.revision, stored.booking ?? null]).toEqual(['sent', 2, null])
      }
    },
  )
})

describe('quotes below the gateway minimum ($0.50)', () => {
  it('a $0.01 or $0.00 quote is never sent, nor revised to; one stored before is not accepted', async () => {
    const staff = await staffApi()
    // Digital Plus is $299.00: a discount of $298.99 leaves $0.01, of $299.00 leaves $0.00.
    for (const cents of [-29899, -29900]) {
      const body = quoteBody({ lines: [{ label: 'Courtesy', amountCents: cents }] })
      const res = await staff.post('/quotes', body)
      const refused = await res.json()
      expect([res.status, refused.code, refused.field]).toEqual([
        422,
        'total_below_minimum',
        'lines',
      ])
      expect(refused.message).toMatch(/at least \$0\.50/)
      const stored = await (
        await testPayload()
      ).count({ collection: 'quotes', where: { email: { equals: body.email } } })
      expect(stored.totalDocs).toBe(0)
    }

    const body = quoteBody()
    const q = await createQuote(staff, body)
    const down = await staff.post(`/quotes/${q.id}/revise`, {
      ...body,
      lines: [{ label: 'Courtesy', amountCents: -29899 }],
    })
    expect([down.status, (await down.json()).code]).toEqual([422, 'total_below_minimum'])
    expect((await quoteOf(q.id)).revision).toBe(1)

    // A quote written before the rule, at $0.01: accepting it opens nothing.
    await (
      await testPayload()
    ).update({
      collection: 'quotes',
      id: q.id,
      data: {
        totalCents: 1,
        priced: { lines: [{ label: 'Digital Plus', amountCents: 1 }], totalCents: 1 },
      },
    })
    const res = await acceptQuote(q)
    const refused = await res.json()
    expect([res.status, refused.code]).toEqual([422, 'quote_not_payable'])
    expect(refused.message).toMatch(/less than \$0\.50/)
    const left = await moneyOf(body.email as string)
    expect([left.bookings.length, left.payments, left.reservations.length]).toEqual([0, 0, 0])
    expect((await quoteOf(q.id)).status).toBe('sent')
  })

  it('a quote whose least deposit is below $0.50 is paid in full, to the cent', async () => {
    const staff = await staffApi()
    // $299.00 less $298.00: $1.00, whose 25% deposit ($0.25) no card can take.
    const body = quoteBody({
      eventDate: dateInDays(DAYS.full),
      lines: [{ label: 'Courtesy', amountCents: -29800 }],
    })
    const q = await createQuote(staff, body)
    expect(q.total.cents).toBe(100)
    const view = await shownQuote(q)
    expect(view.totalCents).toBe(100)
    const res = await acceptQuote(q, { paymentType: 'deposit' })
    const accepted = await res.json()
    expect(res.status, JSON.stringify(accepted)).toBe(200)
    expect(accepted.amountDueNow.cents).toBe(100)
    const { bookings } = await moneyOf(body.email as string)
    expect(bookings.map((b) => [b.totalCents, b.paymentType])).toEqual([[100, 'full']])
  })
})
