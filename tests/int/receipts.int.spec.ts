import { killTransaction, initTransaction } from 'payload'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { issueDocument } from '../../plugins/booking/operations/documents/issueDocument'
import type { Booking } from '../../plugins/booking/types'
import { sendBalanceReminders } from '../../plugins/booking/operations/notify/sendBalanceReminders'

import { dateInDays } from '../helpers/booking'
import { waitForMail } from '../helpers/mailCapture'
import { api, holdBooking, localReq, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { phoneBooking, staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('receipts.int')

let n = 0
const uniqueEmail = () => `receipts-${Date.now()}-${n++}@test.example.com`

type Real = Pick<Booking, 'snapshot' | 'package' | 'timeline' | 'packagePriceCents'>
let template: Promise<Real> | undefined
/** The package snapshot of a real phone booking, which every booking carries from its creation. */
const snapshot = () =>
  (template ??= (async () => {
    const b = await phoneBooking(await staffApi(), {
      eventDate: ownDays.date(20),
      eventTime: '08:00',
    })
    const doc = await (await testPayload()).findByID({ collection: 'bookings', id: b.id, depth: 0 })
    const { snapshot, package: pkg, timeline, packagePriceCents } = doc
    return { snapshot, package: pkg, timeline, packagePriceCents } as Real
  })())

/** A confirmed booking that owes `totalCents`, written directly (no booth needed to take cash). */
async function owingBooking(totalCents: number, over: Partial<Booking> = {}) {
  const payload = await testPayload()
  const real = await snapshot()
  return payload.create({
    collection: 'bookings',
    depth: 0,
    data: {
      reference: `RCPT-${Date.now()}-${n++}`,
      status: 'confirmed',
      firstName: 'Éloïse',
      lastName: 'Côté',
      email: uniqueEmail(),
      phone: '2045550199',
      address: '100 Main St, Winnipeg, MB',
      eventDate: ownDays.date(0),
      eventTime: '10:00',
      totalCents,
      amountPaidCents: 0,
      remainingBalanceCents: totalCents,
      paymentType: 'deposit',
      ...real,
      // Its one line says what it owes: the ledger's total is the sum of its lines.
      snapshot: {
        ...(real.snapshot as object),
        lines: [{ kind: 'package', label: 'Digital Plus', quantity: 1, amountCents: totalCents }],
      },
      ...over,
    },
  })
}

const documentsOf = async (bookingIds: number[]) =>
  (
    await (
      await testPayload()
    ).find({
      collection: 'booking-documents',
      where: { booking: { in: bookingIds } },
      sort: 'sequence',
      pagination: false,
      depth: 0,
    })
  ).docs

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text

describe('receipt numbers', () => {
  it('stay gap-free and unique under 50 concurrent payments, and a rolled-back number comes back', async () => {
    const staff = await staffApi()
    const bookings = await Promise.all(Array.from({ length: 50 }, () => owingBooking(20_000)))
    const responses = await Promise.all(
      bookings.map((b) =>
        staff.post(`/bookings/${b.id}/payments`, { method: 'cash', amountCents: 12_475 }),
      ),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(200))

    const docs = await documentsOf(bookings.map((b) => b.id))
    expect(docs.map((d) => d.kind)).toEqual(Array(50).fill('receipt'))
    expect(new Set(docs.map((d) => d.number)).size).toBe(50)
    const first = docs[0]!.sequence
    expect(docs.map((d) => d.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => first + i))
    for (const d of docs) {
      expect(d.number).toBe(`R-${d.year}-${String(d.sequence).padStart(5, '0')}`)
      expect([d.amountCents, d.netCents, d.gstCents, d.rstCents]).toEqual([
        12_475, 11_138, 557, 780,
      ])
    }

    // A payment whose transaction rolls back gives its number back: the next one takes it.
    const req = await localReq()
    await initTransaction(req)
    const input = { kind: 'receipt' as const, booking: bookings[0]!, amountCents: 100 }
    const lost = await issueDocument({
      req,
      now: new Date(),
      input: { ...input, sourceKey: `test:rollback:${Date.now()}`, description: 'rolled back' },
    })
    await killTransaction(req)
    const kept = await issueDocument({
      req: await localReq(),
      now: new Date(),
      input: { ...input, sourceKey: `test:kept:${Date.now()}`, description: 'kept' },
    })
    expect(kept.number).toBe(lost.number)
    // The kept receipt stands for $1.00 received: on the books too, so the invariants hold.
    const books = await testPayload()
    await books.create({
      collection: 'payments',
      data: {
        booking: bookings[0]!.id,
        gateway: 'offline',
        intentId: `offline_test_kept_${Date.now()}`,
        purpose: 'balance',
        amountCents: 100,
        receivedCents: 100,
        status: 'succeeded',
        method: 'cash',
      },
    })
    await books.update({
      collection: 'bookings',
      id: bookings[0]!.id,
      data: { amountPaidCents: 12_575, remainingBalanceCents: 20_000 - 12_575 },
    })

    // Every receipt this year, from any test: exactly 1 … N, none missing, none twice.
    const payload = await testPayload()
    const year = await payload.find({
      collection: 'booking-documents',
      where: { and: [{ kind: { equals: 'receipt' } }, { year: { equals: kept.year } }] },
      sort: 'sequence',
      pagination: false,
      depth: 0,
    })
    expect(year.docs.map((d) => d.sequence)).toEqual(
      Array.from({ length: year.docs.length }, (_, i) => i + 1),
    )
  }, 180_000)
})

describe('receipts and credit notes', () => {
  it('split the taxes to the cent for $499.00, $124.75 and $0.01, and a $56.06 refund', async () => {
    const staff = await staffApi()
    const b = await owingBooking(100_000)
    for (const amountCents of [49_900, 12_475, 1]) {
      const res = await staff.post(`/bookings/${b.id}/payments`, {
        method: 'etransfer',
        amountCents,
      })
      expect(res.status).toBe(200)
    }
    const cancel = await staff.post(`/bookings/${b.id}/cancel`, {
      refundCents: 5_606,
      reason: 'Goodwill after a call',
    })
    expect(cancel.status).toBe(200)
    const docs = await documentsOf([b.id])
    const row = (d: (typeof docs)[number]) => [
      d.kind,
      d.amountCents,
      d.netCents,
      d.gstCents,
      d.rstCents,
    ]
    expect(docs.filter((d) => d.kind === 'receipt').map(row)).toEqual([
      ['receipt', 49_900, 44_554, 2_228, 3_118],
      ['receipt', 12_475, 11_138, 557, 780],
      ['receipt', 1, 1, 0, 0],
    ])
    expect(docs.filter((d) => d.kind === 'credit_note').map(row)).toEqual([
      ['credit_note', 5_606, 5_005, 250, 351],
    ])
    expect(docs.find((d) => d.kind === 'credit_note')!.number).toMatch(/^C-\d{4}-\d{5}$/)
    for (const d of docs) expect(d.netCents + d.gstCents + d.rstCents).toBe(d.amountCents)
  })

  it('a staff PDF parses and carries the GST number and the accented name; anonymous gets 401', async () => {
    const staff = await staffApi()
    const b = await owingBooking(49_900)
    await staff.post(`/bookings/${b.id}/payments`, { method: 'cash', amountCents: 49_900 })
    const [receipt] = await documentsOf([b.id])
    const res = await staff.get(`/booking-documents/${receipt!.id}/pdf`)
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf'])
    const text = await pdfText(new Uint8Array(await res.arrayBuffer()))
    const settings = await (await testPayload()).findGlobal({ slug: 'site-settings' })
    expect(settings.gstNumber).toBeTruthy()
    expect(text).toContain(`GST number: ${settings.gstNumber}`)
    expect(text).toContain('Éloïse Côté')
    expect(text).toContain(receipt!.number)
    expect(text).toContain('$499.00')
    expect((await fetch(`${mainApp()}/api/booking-documents/${receipt!.id}/pdf`)).status).toBe(401)
    // Read-only to REST edits, even for staff.
    const edit = await staff.patch(`/booking-documents/${receipt!.id}`, { amountCents: 1 })
    expect(edit.status).toBe(403)
  })
})

describe('an online payment', () => {
  it('emails its receipt as a PDF, and the printable page opens with the booking token only', async () => {
    const b = await holdBooking(mainApp(), {
      firstName: 'Éloïse',
      lastName: 'Côté',
      packageId: 2,
      eventDate: ownDays.date(10),
      eventTime: '11:00',
    })
    const http = api(mainApp())
    const intent = await (
      await http.post('/create-payment-intent', {
        bookingId: b.id,
        token: b.accessToken,
        paymentType: 'full',
      })
    ).json()
    await http.post('/demo-payments/confirm', {
      paymentIntentId: intent.paymentIntentId,
      clientSecret: intent.clientSecret,
      cardNumber: '4242 4242 4242 4242',
    })
    const confirm = await http.post('/confirm-booking', {
      bookingId: b.id,
      paymentIntentId: intent.paymentIntentId,
    })
    expect(confirm.status).toBe(200)
    const [receipt] = await documentsOf([b.id])
    expect([receipt!.kind, receipt!.amountCents, receipt!.method]).toEqual([
      'receipt',
      intent.amount.cents,
      'Demo card ending 4242',
    ])

    const mail = await waitForMail(b.email, /booked/)
    const pdf = mail.attachments.find((a) => a.filename === `${receipt!.number}.pdf`)
    expect(pdf?.contentType).toBe('application/pdf')
    const text = await pdfText(new Uint8Array(Buffer.from(pdf!.base64, 'base64')))
    expect(text).toContain('Éloïse Côté')
    expect(text).toContain(receipt!.number)
    const page = `/booking/document?booking_id=${b.id}&token=${b.accessToken}&number=${receipt!.number}`
    expect(mail.text).toContain(page)

    const open = await fetch(`${mainApp()}${page}`)
    expect(open.status).toBe(200)
    expect(open.headers.get('referrer-policy')).toBe('no-referrer')
    const html = await open.text()
    expect(html).toContain(receipt!.number)
    expect(html).toContain('Payment method: Demo card ending 4242')
    expect(html).toContain('Éloïse Côté')
    const download = await fetch(`${mainApp()}${page.replace('/document?', '/document/pdf?')}`)
    expect([download.status, download.headers.get('content-type')]).toEqual([
      200,
      'application/pdf',
    ])

    const other = await owingBooking(100)
    await (
      await staffApi()
    ).post(`/bookings/${other.id}/payments`, { method: 'cash', amountCents: 100 })
    const [othersReceipt] = await documentsOf([other.id])
    for (const query of [
      `booking_id=${b.id}&token=wrong&number=${receipt!.number}`,
      `booking_id=${b.id}&number=${receipt!.number}`,
      `booking_id=${b.id}&token=${b.accessToken}&number=${othersReceipt!.number}`,
      `booking_id=${b.id}&token=${b.accessToken}&number=R-0000-00000`,
      `booking_id=abc&token=${b.accessToken}&number=${receipt!.number}`,
      `booking_id=${other.id}&token=${b.accessToken}&number=${othersReceipt!.number}`,
    ]) {
      expect((await fetch(`${mainApp()}/booking/document?${query}`)).status, query).toBe(404)
      expect((await fetch(`${mainApp()}/booking/document/pdf?${query}`)).status, query).toBe(404)
    }
  })

  it('the balance reminder carries an invoice for the balance', async () => {
    const b = await owingBooking(37_425, {
      eventDate: dateInDays(3),
      balanceDueDate: dateInDays(2),
      amountPaidCents: 12_475,
      remainingBalanceCents: 24_950,
    })
    // The deposit it says was paid is on the books: a payment row and its receipt.
    const payload = await testPayload()
    const payment = await payload.create({
      collection: 'payments',
      data: {
        booking: b.id,
        gateway: 'offline',
        intentId: `offline_test_deposit_${Date.now()}`,
        purpose: 'initial',
        amountCents: 12_475,
        receivedCents: 12_475,
        status: 'succeeded',
        method: 'cash',
      },
    })
    await issueDocument({
      req: await localReq(),
      now: new Date(),
      input: {
        kind: 'receipt',
        booking: b,
        amountCents: 12_475,
        paymentId: payment.id,
        sourceKey: `test:deposit:${payment.id}`,
        description: 'Deposit',
      },
    })
    const req = await localReq()
    expect(await sendBalanceReminders({ req, now: new Date() })).toBeGreaterThanOrEqual(1)
    const [invoice] = (await documentsOf([b.id])).filter((d) => d.kind === 'invoice')
    expect([invoice!.kind, invoice!.amountCents]).toEqual(['invoice', 24_950])
    expect(invoice!.number).toMatch(/^I-\d{4}-\d{5}$/)
    const mail = await waitForMail(b.email, /Balance/)
    expect(mail.attachments.map((a) => a.filename)).toEqual([`${invoice!.number}.pdf`])
  })
})

describe('lines on receipts and invoices (issue 37)', () => {
  const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0)
  type Breakdown = {
    lines: { label: string; amountCents: number; gstCents: number; rstCents: number }[]
    bookingTotalCents: number
    paidBeforeCents: number
    balanceAfterCents: number
  }

  it('a deposit then the balance: each receipt lists the lines, their taxes summing to its own', async () => {
    const staff = await staffApi()
    const b = await owingBooking(29_900)
    await staff.post(`/bookings/${b.id}/payments`, { method: 'etransfer', amountCents: 7_475 })
    await staff.post(`/bookings/${b.id}/payments`, { method: 'cash', amountCents: 22_425 })
    const [deposit, balance] = (await documentsOf([b.id])).sort((x, y) => x.id - y.id)
    const lines = (d: typeof deposit) => (d!.breakdown as Breakdown).lines
    for (const d of [deposit!, balance!]) {
      expect(sum(lines(d).map((l) => l.amountCents))).toBe(d.amountCents)
      expect(sum(lines(d).map((l) => l.gstCents))).toBe(d.gstCents)
      expect(sum(lines(d).map((l) => l.rstCents))).toBe(d.rstCents)
    }
    expect(lines(deposit).map((l) => l.label)).toEqual(
      ((b.snapshot as { lines: { label: string }[] }).lines ?? []).map((l) => l.label),
    )
    expect(deposit!.breakdown).toMatchObject({
      bookingTotalCents: 29_900,
      paidBeforeCents: 0,
      balanceAfterCents: 22_425,
    })
    expect(balance!.breakdown).toMatchObject({ paidBeforeCents: 7_475, balanceAfterCents: 0 })
    const pdf = await staff.get(`/booking-documents/${balance!.id}/pdf`)
    const text = await pdfText(new Uint8Array(await pdf.arrayBuffer()))
    expect(text).toContain('Paid before')
    expect(text).toContain('$74.75')
    expect(text).toContain('Balance after')
    expect(text).toContain('RST')
  })
})
