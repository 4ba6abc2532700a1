import { extractText, getDocumentProxy } from 'unpdf'
import { beforeAll, describe, expect, it } from 'vitest'

import { issueDocument } from '../../plugins/booking/operations/documents/issueDocument'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { periodOf } from '@reports/client'
import type { ReportSummary, TaxReport } from '@reports/contract'

import { api, holdBooking, localReq, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { csvRecords, decimalToCents, sql, sqlRows } from '../helpers/reports'
import { paidBooking } from '../helpers/selfService'
import { phoneBooking, staffApi, type StaffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('reports.int')

const EXTRA_TIME = 1
const month = periodOf('month', todayInZone(new Date(), BUSINESS_TIME_ZONE))
const q = (p: { from: string; to: string }) => `from=${p.from}&to=${p.to}`
type Doc = {
  number: string
  kind: string
  amountCents: number
  netCents: number
  gstCents: number
  rstCents: number
}

let admin: StaffApi
const tax = async (p = month) =>
  (await (await admin.get(`/reports/tax?${q(p)}`)).json()) as TaxReport

/** A month of varied bookings through the real flows; returns their R- and C- documents. */
async function seedMonth() {
  const staff = await staffApi()
  const full = await paidBooking({ eventDate: ownDays.date(0), eventTime: '09:00' })
  const deposit = await paidBooking({
    eventDate: ownDays.date(1),
    eventTime: '09:00',
    paymentType: 'deposit',
  })
  // Promo: THANKYOU15 on a card payment.
  const promo = await holdBooking(mainApp(), {
    packageId: 2,
    eventDate: ownDays.date(2),
    eventTime: '09:00',
  })
  const http = api(mainApp())
  const intent = await (
    await http.post('/create-payment-intent', {
      bookingId: promo.id,
      token: promo.accessToken,
      paymentType: 'full',
      promoCode: 'THANKYOU15',
    })
  ).json()
  await http.post('/demo-payments/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
  })
  expect(
    (
      await http.post('/confirm-booking', {
        bookingId: promo.id,
        paymentIntentId: intent.paymentIntentId,
      })
    ).status,
  ).toBe(200)
  // Cash deposit taken by phone.
  const cash = await phoneBooking(
    staff,
    {
      eventDate: ownDays.date(3),
      eventTime: '09:00',
      paymentType: 'deposit',
      referralSource: 'Wedding show',
    },
    { action: 'offline_payment', method: 'cash', amountCents: 7475, note: 'Paid at the office' },
  )
  // Refund: paid in full, then cancelled by staff with the terms' refund.
  const refunded = await paidBooking({ eventDate: ownDays.date(4), eventTime: '09:00' })
  expect((await staff.post(`/bookings/${refunded.id}/cancel`, {})).status).toBe(200)
  // A change with a refund: an add-on removed after paying in full.
  const changed = await paidBooking({
    eventDate: ownDays.date(5),
    eventTime: '09:00',
    selectedAddOns: [EXTRA_TIME],
    addOnQuantities: JSON.stringify({ [EXTRA_TIME]: 1 }),
  })
  const client = api(mainApp())
  const quote = await (
    await client.post(`/bookings/${changed.id}/manage/modify/quote`, {
      token: changed.accessToken,
      addOns: [],
    })
  ).json()
  const done = await client.post(`/bookings/${changed.id}/manage/modify`, {
    token: changed.accessToken,
    addOns: [],
    version: quote.version,
    expectedTotalCents: quote.newTotal.cents,
  })
  expect(done.status).toBe(200)
  const ids = [full, deposit, promo, cash, refunded, changed].map((b) => b.id)
  const { docs } = await (
    await testPayload()
  ).find({
    collection: 'booking-documents',
    where: { and: [{ booking: { in: ids } }, { kind: { in: ['receipt', 'credit_note'] } }] },
    pagination: false,
    depth: 0,
  })
  return { ids, full, deposit, docs: docs as unknown as Doc[] }
}

const sum = (docs: Doc[], kind: string, key: keyof Doc) =>
  docs.filter((d) => d.kind === kind).reduce((s, d) => s + Number(d[key]), 0)

let seeded: Awaited<ReturnType<typeof seedMonth>>
let before: TaxReport
beforeAll(async () => {
  admin = await staffApi('admin')
  before = await tax()
  seeded = await seedMonth()
}, 240_000)

describe('GST/RST worksheet', () => {
  it('grows by exactly the seeded documents, and equals the sums of all R- and C- documents of the month', async () => {
    const after = await tax()
    const d = seeded.docs
    expect(d.filter((x) => x.kind === 'receipt').length).toBe(6)
    expect(d.filter((x) => x.kind === 'credit_note').length).toBe(2)
    expect({
      salesNetCents: after.salesNetCents - before.salesNetCents,
      gstCents: after.gstCents - before.gstCents,
      rstCents: after.rstCents - before.rstCents,
      creditNetCents: after.creditNetCents - before.creditNetCents,
      creditGstCents: after.creditGstCents - before.creditGstCents,
      creditRstCents: after.creditRstCents - before.creditRstCents,
      documents: after.documents - before.documents,
    }).toEqual({
      salesNetCents: sum(d, 'receipt', 'netCents'),
      gstCents: sum(d, 'receipt', 'gstCents'),
      rstCents: sum(d, 'receipt', 'rstCents'),
      creditNetCents: sum(d, 'credit_note', 'netCents'),
      creditGstCents: sum(d, 'credit_note', 'gstCents'),
      creditRstCents: sum(d, 'credit_note', 'rstCents'),
      documents: 8,
    })
    // Every document of the month, summed by SQL written here, not by the report's code. A tip
    // is not a sale (no GST or RST; tests/int/tips may have left one in this worker's database).
    const [all] = await sqlRows(sql`
      SELECT
        coalesce(sum(net_cents) FILTER (WHERE kind = 'receipt'), 0)::bigint AS sales,
        coalesce(sum(gst_cents) FILTER (WHERE kind = 'receipt'), 0)::bigint AS gst,
        coalesce(sum(rst_cents) FILTER (WHERE kind = 'receipt'), 0)::bigint AS rst,
        coalesce(sum(net_cents) FILTER (WHERE kind = 'credit_note'), 0)::bigint AS cnet,
        coalesce(sum(gst_cents) FILTER (WHERE kind = 'credit_note'), 0)::bigint AS cgst,
        coalesce(sum(rst_cents) FILTER (WHERE kind = 'credit_note'), 0)::bigint AS crst,
        count(*) FILTER (WHERE number LIKE 'R-%' OR number LIKE 'C-%')::int AS n
      FROM booking_documents WHERE issued_on >= ${month.from} AND issued_on <= ${month.to}
        AND coalesce(breakdown->>'tip', '') <> 'true'`)
    const n = (k: string) => Number(all![k])
    expect(after).toEqual({
      salesNetCents: n('sales'),
      gstCents: n('gst'),
      rstCents: n('rst'),
      creditNetCents: n('cnet'),
      creditGstCents: n('cgst'),
      creditRstCents: n('crst'),
      remitGstCents: n('gst') - n('cgst'),
      remitRstCents: n('rst') - n('crst'),
      documents: n('n'),
    })
  })

  it('a credit note in a later month reduces that month, not the month of the receipt', async () => {
    const payload = await testPayload()
    // The cancelled booking: its extra documents change neither deposits held nor receivables.
    const booking = await payload.findByID({ collection: 'bookings', id: seeded.ids[4]!, depth: 0 })
    const key = `reports-test:${Date.now()}`
    const issue = async (kind: 'receipt' | 'credit_note', amountCents: number, at: string) =>
      issueDocument({
        req: await localReq(),
        now: new Date(at),
        input: {
          kind,
          booking,
          amountCents,
          sourceKey: `${key}:${kind}`,
          description: 'Reports test',
        },
      })
    const receipt = await issue('receipt', 49_900, '2031-01-15T18:00:00Z')
    const credit = await issue('credit_note', 5_606, '2031-02-10T18:00:00Z')
    try {
      await laterCreditNote(receipt, credit)
    } finally {
      // Documents without money behind them: gone before the suite's invariants check (each is
      // the only one of its kind in 2031, so no numbering gap is left).
      await sqlRows(sql`DELETE FROM booking_documents WHERE number LIKE ${'%-2031-%'}`)
    }
  })

  async function laterCreditNote(
    receipt: { gstCents: number; rstCents: number },
    credit: { gstCents: number; rstCents: number },
  ) {
    const jan = await tax({ from: '2031-01-01', to: '2031-01-31' })
    const feb = await tax({ from: '2031-02-01', to: '2031-02-28' })
    expect([jan.remitGstCents, jan.remitRstCents, jan.documents]).toEqual([
      receipt.gstCents,
      receipt.rstCents,
      1,
    ])
    expect([feb.remitGstCents, feb.remitRstCents, feb.creditNetCents]).toEqual([-250, -351, 5_005])
    expect([credit.gstCents, credit.rstCents]).toEqual([250, 351])
    const both = await tax({ from: '2031-01-01', to: '2031-02-28' })
    expect(both.remitGstCents).toBe(receipt.gstCents - 250)
  }

  it('downloads as CSV and PDF with the legal name and GST number', async () => {
    const settings = await (await testPayload()).findGlobal({ slug: 'site-settings' })
    const csv = await admin.get(`/reports/tax/csv?${q(month)}`)
    expect([csv.status, csv.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8'])
    const text = await csv.text()
    for (const d of seeded.docs) expect(text).toContain(d.number)
    expect(text).toContain(`GST number ${settings.gstNumber}`)
    const pdf = await admin.get(`/reports/tax/pdf?${q(month)}`)
    expect([pdf.status, pdf.headers.get('content-type')]).toEqual([200, 'application/pdf'])
    const proxy = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()))
    const pdfText = (await extractText(proxy, { mergePages: true })).text
    expect(pdfText).toContain(`GST number: ${settings.gstNumber}`)
    expect(pdfText).toContain(settings.legalName || settings.businessName)
    expect(pdfText).toContain('Net GST to remit')
  })
})

describe('money held and owed', () => {
  it('deposits held and receivables equal SQL computed independently', async () => {
    // Tips are the crew's, not the booking's price: neither paid towards it nor owed.
    const noTip = sql.raw(`coalesce(d.breakdown->>'tip', '') <> 'true'`)
    const res = await admin.get(`/reports/summary?${q(month)}`)
    expect(res.status).toBe(200)
    const s = (await res.json()) as ReportSummary
    const today = s.today
    const [x] = await sqlRows(sql`
      SELECT
        coalesce(sum(paid) FILTER (WHERE event_date >= ${today} AND paid > 0), 0)::bigint AS held,
        coalesce(sum(total - paid) FILTER (WHERE total - paid > 0), 0)::bigint AS owed
      FROM (
        SELECT b.event_date, b.total_cents AS total,
          (SELECT coalesce(sum(amount_cents), 0) FROM booking_documents d
             WHERE d.booking_id = b.id AND d.kind = 'receipt' AND ${noTip})
          - (SELECT coalesce(sum(amount_cents), 0) FROM booking_documents d
             WHERE d.booking_id = b.id AND d.kind = 'credit_note' AND ${noTip}) AS paid
        FROM bookings b WHERE b.status = 'confirmed') t`)
    expect([s.depositsHeldCents, s.receivablesCents]).toEqual([Number(x!.held), Number(x!.owed)])
    const ref = async (id: number) =>
      (await (await testPayload()).findByID({ collection: 'bookings', id, depth: 0 })).reference
    const depositRef = await ref(seeded.deposit.id)
    expect(s.receivables.find((r) => r.reference === depositRef)).toMatchObject({
      owedCents: 22_425,
      paidCents: 7_475,
    })
    const fullRef = await ref(seeded.full.id)
    expect(s.deposits.find((r) => r.reference === fullRef)).toMatchObject({
      paidCents: 29_900,
    })
    expect(s.refundsCents).toBe(s.refunds.reduce((t, r) => t + r.amountCents, 0))
    expect(s.current.tax).toEqual(await tax())
  })
})

describe('accounting exports', () => {
  const get = async (path: string) => {
    const res = await admin.get(path)
    expect(res.status).toBe(200)
    return csvRecords(await res.text())
  }

  it('QuickBooks Online sales and refund receipts: required columns, each amount to the cent', async () => {
    const settings = await (await testPayload()).findGlobal({ slug: 'site-settings' })
    expect(settings.qboTaxCode).toBe('GST/PST MB')
    const sales = await get(`/reports/export/quickbooks?${q(month)}&type=sales`)
    const refunds = await get(`/reports/export/quickbooks?${q(month)}&type=refunds`)
    for (const c of [
      'SalesReceiptNo',
      'Customer',
      'SalesReceiptDate',
      'Item(Product/Service)',
      'ItemAmount',
      'ItemTaxCode',
      'ItemTaxAmount',
    ])
      expect(sales.header).toContain(c)
    for (const c of [
      'RefundReceiptNo',
      'Customer',
      'RefundReceiptDate',
      'ItemAmount',
      'ItemTaxCode',
      'ItemTaxAmount',
    ])
      expect(refunds.header).toContain(c)
    for (const d of seeded.docs) {
      const r =
        d.kind === 'receipt'
          ? sales.records.find((x) => x.SalesReceiptNo === d.number)
          : refunds.records.find((x) => x.RefundReceiptNo === d.number)
      expect(r, d.number).toBeTruthy()
      expect([
        decimalToCents(r!.ItemAmount),
        decimalToCents(r!.ItemTaxAmount),
        decimalToCents(r!.GST),
        decimalToCents(r!.RST),
      ]).toEqual([d.netCents, d.gstCents + d.rstCents, d.gstCents, d.rstCents])
      expect(r!.ItemTaxCode).toBe(settings.qboTaxCode)
    }
  })

  it('names the tax codes Site Settings gives', async () => {
    const payload = await testPayload()
    await payload.updateGlobal({ slug: 'site-settings', data: { qboTaxCode: 'GST/RST Manitoba' } })
    try {
      const sales = await get(`/reports/export/quickbooks?${q(month)}&type=sales`)
      expect(new Set(sales.records.map((r) => r.ItemTaxCode))).toEqual(
        new Set(['GST/RST Manitoba']),
      )
    } finally {
      await payload.updateGlobal({ slug: 'site-settings', data: { qboTaxCode: 'GST/PST MB' } })
    }
  })

  it('Xero invoices and credit notes: required columns, credit notes negative, each amount to the cent', async () => {
    const xero = await get(`/reports/export/xero?${q(month)}`)
    for (const c of [
      'ContactName',
      'InvoiceNumber',
      'InvoiceDate',
      'DueDate',
      'Description',
      'Quantity',
      'UnitAmount',
      'AccountCode',
      'TaxType',
      'TaxAmount',
    ])
      expect(xero.header).toContain(c)
    for (const d of seeded.docs) {
      const r = xero.records.find((x) => x.InvoiceNumber === d.number)!
      const sign = d.kind === 'credit_note' ? -1 : 1
      expect([
        decimalToCents(r.UnitAmount),
        decimalToCents(r.TaxAmount),
        decimalToCents(r.Total),
      ]).toEqual([sign * d.netCents, sign * (d.gstCents + d.rstCents), sign * d.amountCents])
      expect(decimalToCents(r.UnitAmount) + decimalToCents(r.TaxAmount)).toBe(
        decimalToCents(r.Total),
      )
      expect([r.Quantity, r.AccountCode, r.TaxType]).toEqual([
        '1',
        '200',
        'GST + PST (MB) on Sales',
      ])
    }
  })
})

describe('access', () => {
  it('staff without the owner role get 403, visitors 401, bad dates 400', async () => {
    const staff = await staffApi('staff')
    for (const path of [
      '/reports/tax',
      '/reports/summary',
      '/reports/tax/pdf',
      '/reports/export/xero',
    ])
      expect((await staff.get(`${path}?${q(month)}`)).status).toBe(403)
    expect((await fetch(`${mainApp()}/api/reports/tax?${q(month)}`)).status).toBe(401)
    const bad = await admin.get('/reports/tax?from=2026-02-30&to=2026-03-01')
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe('invalid_input')
    expect((await admin.get('/reports/tax?from=2026-03-02&to=2026-03-01')).status).toBe(400)
    expect((await admin.get(`/reports/export/sage?${q(month)}`)).status).toBe(404)
  })
})
