import { describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { bookingRow, changeNow, expectInvariants, staffReschedule } from '../helpers/integrity'
import { confirm, payCard, paymentsOf } from '../helpers/moneyPaths'
import { testPayload } from '../helpers/payload'
import { api, mainApp } from '../helpers/payments'
import { acceptQuote, createQuote } from '../helpers/quotes'
import { manage, pageOf, paidBooking } from '../helpers/selfService'
import { staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('ledger.int')

// Issue 48: one ledger per booking. Days 470–476 are this file's own (grep: no other test books
// there); Winnipeg addresses, so the quote's custom lines are its only extras.
const EARLY_SET_UP = 3
const WINNIPEG = '100 Main St, Winnipeg, MB'

type Owned = { id: number; accessToken: string }

/** A quote for Classic ($399.00) with staff lines, accepted and paid in full by demo card. */
async function paidQuoteBooking(day: number, lines: { label: string; amountCents: number }[]) {
  const staff = await staffApi()
  const q = await createQuote(staff, {
    packageId: 3,
    address: WINNIPEG,
    eventDate: ownDays.date(day),
    eventTime: '14:00',
    lines,
  })
  const accepted = await acceptQuote(q, { paymentType: 'full' })
  const { bookingId, token } = (await accepted.json()) as { bookingId: number; token: string }
  expect(accepted.status).toBe(200)
  const res = await api(mainApp()).post('/create-payment-intent', {
    bookingId,
    token,
    paymentType: 'full',
  })
  const intent = await res.json()
  expect(res.status, JSON.stringify(intent)).toBe(200)
  expect((await payCard(intent)).status).toBe(200)
  expect((await confirm(bookingId, intent)).status).toBe(200)
  return { id: bookingId, accessToken: token, staff }
}

/** A tip paid by demo card on the manage link (`tipPercent` of the package's price). */
async function payTip(b: Owned, tipPercent: number) {
  const client = api(mainApp())
  const res = await client.post('/create-payment-intent', {
    bookingId: b.id,
    token: b.accessToken,
    purpose: 'tip',
    tipPercent,
  })
  const intent = await res.json()
  expect(res.status, JSON.stringify(intent)).toBe(200)
  expect((await payCard(intent)).status).toBe(200)
  expect((await confirm(b.id, intent)).status).toBe(200)
  return intent.amount.cents as number
}

const cents = (rows: Awaited<ReturnType<typeof paymentsOf>>, purpose: string) =>
  rows.filter((p) => p.purpose === purpose).map((p) => [p.receivedCents ?? 0, p.refundedCents ?? 0])

describe("a booking's money is one ledger of its lines (issue 48)", () => {
  it("a quote's $200.00 line survives the customer's add-on: $599.00 + $19.00 = $618.00, $19.00 owed", async () => {
    const b = await paidQuoteBooking(10, [{ label: 'Premium setup fee', amountCents: 20000 }])
    expect((await bookingRow(b.id)).totalCents).toBe(59900)
    const done = await changeNow(b, { addOns: [{ addOnId: EARLY_SET_UP, quantity: 1 }] })
    expect([done.total.cents, done.refund.cents, done.balance.cents]).toEqual([61800, 0, 1900])
    const row = await bookingRow(b.id)
    const lines = (
      row.snapshot as { lines: { kind: string; label: string; amountCents: number }[] }
    ).lines
    expect(lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ['package', 39900],
      ['addon', 1900],
      ['custom', 20000],
    ])
    expect([row.totalCents, row.remainingBalanceCents, row.refundedCents]).toEqual([61800, 1900, 0])
    await expectInvariants([b.id])
  })

  it("a quote's -$100.00 discount stays: $299.00 paid, + $19.00 add-on owes $19.00, not $119.00", async () => {
    const b = await paidQuoteBooking(11, [{ label: 'Returning customer', amountCents: -10000 }])
    const done = await changeNow(b, { addOns: [{ addOnId: EARLY_SET_UP, quantity: 1 }] })
    expect([done.total.cents, done.balance.cents]).toEqual([31800, 1900])
    await expectInvariants([b.id])
  })

  it("a staff reschedule with re-price keeps the quote's line: $599.00 stays $599.00, paid, nothing owed", async () => {
    const b = await paidQuoteBooking(12, [{ label: 'Premium setup fee', amountCents: 20000 }])
    const res = await staffReschedule(b.staff, b.id, {
      eventDate: ownDays.date(0),
      eventTime: '14:00',
      reprice: true,
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const row = await bookingRow(b.id)
    expect([row.totalCents, row.amountPaidCents, row.remainingBalanceCents]).toEqual([
      59900, 59900, 0,
    ])
    await expectInvariants([b.id])
  })

  it('a cancel refunds the booking by the terms and the tip in full, each apart ($99.75 deposit, $59.85 tip)', async () => {
    const b = await paidBooking({
      packageId: 3,
      paymentType: 'deposit',
      eventDate: ownDays.date(1),
      eventTime: '16:00',
    })
    const tip = await payTip(b, 15)
    expect(tip).toBe(5985)
    const res = await manage().cancel(b.id, b.accessToken)
    expect(res.status, await res.clone().text()).toBe(200)
    const rows = await paymentsOf(b.id)
    // 75% of $99.75 is $74.81, all of it from the deposit; the tip goes back whole, as a tip.
    expect(cents(rows, 'initial')).toEqual([[9975, 7481]])
    expect(cents(rows, 'tip')).toEqual([[5985, 5985]])
    const row = await bookingRow(b.id)
    expect([row.status, row.refundedCents]).toEqual(['cancelled', 7481])
    const { docs } = await (
      await testPayload()
    ).find({ collection: 'booking-documents', where: { booking: { equals: b.id } }, depth: 0 })
    const credits = docs.filter((d) => d.kind === 'credit_note')
    expect(
      credits.map((d) => [d.amountCents, (d.breakdown as { tip?: boolean } | null)?.tip ?? false]),
    ).toEqual(
      expect.arrayContaining([
        [7481, false],
        [5985, true],
      ]),
    )
    expect(credits).toHaveLength(2)
    await expectInvariants([b.id])
  })

  it("a downgrade after a tip refunds from the booking's payment only; the tip stays the attendant's", async () => {
    const b = await paidBooking({
      packageId: 3,
      paymentType: 'full',
      eventDate: ownDays.date(2),
      eventTime: '16:00',
    })
    await payTip(b, 15)
    // Classic $399.00 to Digital Plus $299.00: 75% of the $100.00 paid above it comes back.
    const done = await changeNow(b, { packageId: 2 })
    expect(done.refund.cents).toBe(7500)
    const rows = await paymentsOf(b.id)
    expect(cents(rows, 'initial')).toEqual([[39900, 7500]])
    expect(cents(rows, 'tip')).toEqual([[5985, 0]])
    await expectInvariants([b.id])
  })

  it('a free reschedule 22 days out keeps "no refund": cancelled later, $0.00 back, the page says why', async () => {
    const b = await paidBooking({
      packageId: 2,
      paymentType: 'full',
      eventDate: dateInDays(22),
      eventTime: '08:45',
    })
    const moved = await manage().reschedule(b.id, b.accessToken, ownDays.date(3), '08:45')
    expect(moved.status, await moved.clone().text()).toBe(200)
    expect((await bookingRow(b.id)).refundCapPercent).toBe(0)
    const page = await (await pageOf(b.id, b.accessToken)).text()
    expect(page).toContain('our terms refund 0% of the')
    expect(page).toContain('a new date keeps the terms it had on the day it moved')
    const res = await manage().cancel(b.id, b.accessToken)
    expect(res.status, await res.clone().text()).toBe(200)
    const row = await bookingRow(b.id)
    expect([row.status, row.refundedCents]).toEqual(['cancelled', 0])
    await expectInvariants([b.id])
  })
})
