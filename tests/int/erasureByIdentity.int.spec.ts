import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { intentFor } from '../helpers/paymentPlans'
import { api, holdUnsigned, mainApp } from '../helpers/payments'
import { signAsCustomer } from '../helpers/signature'
import { phoneBooking, staffApi } from '../helpers/staff'

// Issue 48, case 7: erasure goes by identity (the person's own rows, by id), never by text.
// Days 495–497 are this file's (read off a full run's databases: no other file books there;
// 677–679 were the waitlist browser test's).
const DAYS = { a: 495, b: 496, c: 497 } as const

const sql = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
afterAll(() => sql.end())

const tag = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`

/** Every row of `table` the query picks, as PostgreSQL's own text of it (byte for byte). */
const rowsText = async (query: string, args: unknown[]) =>
  (await sql.query(`select to_jsonb(t)::text as row from (${query}) t`, args)).rows.map(
    (r) => r.row as string,
  )

/** Everything about one booking other than A's: the booking, its history, payments, documents. */
const bookingRows = async (id: number) => ({
  booking: await rowsText('select * from bookings where id = $1', [id]),
  history: await rowsText('select * from bookings_history where _parent_id = $1 order by id', [id]),
  payments: await rowsText('select * from payments where booking_id = $1 order by id', [id]),
  documents: await rowsText('select * from booking_documents where booking_id = $1 order by id', [
    id,
  ]),
})

/** Rows holding the placeholder outside the given bookings: none may appear by A's erasure. */
const erasedElsewhere = async (exceptBookingIds: number[]) =>
  (
    await sql.query(
      `select (select count(*)::int from bookings where id <> all($1::int[])
                and (first_name = '[erased]' or last_name = '[erased]' or phone = '[erased]'
                     or address like '%[erased]%' or notes like '%[erased]%')) as bookings,
              (select count(*)::int from booking_documents where booking_id <> all($1::int[])
                and billed_to like '%[erased]%') as documents`,
      [exceptBookingIds],
    )
  ).rows[0]

/** Three customers: A and B share a venue, a phone and a name (not an email); C only the venue. */
async function threeCustomers() {
  const t = tag()
  const first = `Quillanora${t.slice(-4)}`
  const last = `Marrowby${t}`
  const digits = String(Math.floor(2_000_000 + Math.random() * 7_000_000)) // a phone no test uses
  const phone = `204${digits}`
  const venue = `${t} Corydon Avenue, Winnipeg, MB`
  const emailA = `erase-a-${t}@test.example.com`

  // A books through the wizard's API: signs, pays a deposit by card and keeps the card.
  const held = await holdUnsigned(mainApp(), {
    firstName: first,
    lastName: last,
    email: emailA,
    phone,
    address: venue,
    packageId: 2,
    eventDate: dateInDays(DAYS.a),
    eventTime: '13:00',
  })
  await signAsCustomer(mainApp(), held, `${first} ${last}`)
  const res = await intentFor(mainApp(), held, { paymentType: 'deposit', saveCard: true })
  const intent = await res.json()
  expect(res.status, JSON.stringify(intent)).toBe(200)
  const client = api(mainApp())
  const paid = await client.post('/demo-payments/confirm', {
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    cardNumber: '4242 4242 4242 4242',
  })
  expect(paid.status).toBe(200)
  const confirmed = await client.post('/confirm-booking', {
    bookingId: held.id,
    paymentIntentId: intent.paymentIntentId,
  })
  expect(confirmed.status).toBe(200)

  // B: same name, phone and venue, another address; booked by phone and paid in cash (a receipt
  // billed to the same name). C: only the venue.
  const staff = await staffApi()
  const b = await phoneBooking(staff, {
    firstName: first,
    lastName: last,
    phone,
    address: venue,
    eventDate: dateInDays(DAYS.b),
    eventTime: '13:00',
  })
  expect(
    (await staff.post(`/bookings/${b.id}/payments`, { method: 'cash', amountCents: 5_000 })).status,
  ).toBe(200)
  const c = await phoneBooking(staff, {
    firstName: `Other${t.slice(-4)}`,
    lastName: `Person${t}`,
    phone: `204${String(Number(digits) + 1)}`,
    address: venue,
    eventDate: dateInDays(DAYS.c),
    eventTime: '13:00',
  })
  return { a: { id: held.id, email: emailA }, b, c, first, last, phone, venue }
}

const moneyOf = async (id: number) =>
  (
    await sql.query(
      `select status, total_cents, deposit_cents, amount_paid_cents, remaining_balance_cents,
              refunded_cents, change_fee_cents, discount_cents, payment_type, payment_plan::text plan
       from bookings where id = $1`,
      [id],
    )
  ).rows[0]

const documentsOf = async (id: number) =>
  (
    await sql.query(
      `select number, kind, amount_cents, net_cents, gst_cents, rst_cents, breakdown::text breakdown
       from booking_documents where booking_id = $1 order by id`,
      [id],
    )
  ).rows

describe('erasure by identity (issue 48, case 7)', () => {
  it("erases A's own rows only: B (same name, phone, venue) and C (same venue) keep every byte; A's autopay goes off, the card is forgotten, the documents' numbers and amounts stay", async () => {
    const admin = await staffApi('admin') // first: the very first account becomes an admin
    const p = await threeCustomers()

    const before = {
      a: await sql.query('select * from bookings where id = $1', [p.a.id]),
      aMoney: await moneyOf(p.a.id),
      aDocs: await documentsOf(p.a.id),
      aPayments: await rowsText(
        'select id, amount_cents, received_cents, refunded_cents, status, intent_id from payments where booking_id = $1 order by id',
        [p.a.id],
      ),
      b: await bookingRows(p.b.id),
      c: await bookingRows(p.c.id),
      elsewhere: await erasedElsewhere([p.a.id]),
    }
    // A's booking is what the issue found: autopay on with the card, the consent's and the
    // agreement's IP, the typed signature.
    const a0 = before.a.rows[0]
    expect(a0.autopay).toBe(true)
    expect(a0.card_on_file).toMatchObject({ paymentMethodId: expect.any(String) })
    expect(a0.autopay_consent).toMatchObject({ ip: expect.stringMatching(/^10\./) })
    expect(a0.agreement_ip).toBeTruthy()
    expect(a0.agreement_signature_name).toBe(`${p.first} ${p.last}`)
    expect(before.aDocs.length).toBeGreaterThanOrEqual(1)
    expect(before.b.documents.join()).toContain(`${p.first} ${p.last}`)
    expect(before.b.booking.join()).toContain(p.venue)
    expect(before.c.booking.join()).toContain(p.venue)

    const res = await admin.post('/privacy/erase', { email: p.a.email })
    expect(res.status).toBe(200)
    const body = await res.json()

    // B and C: byte for byte as they were (booking, history, payments, receipts' billed_to).
    expect(await bookingRows(p.b.id)).toEqual(before.b)
    expect(await bookingRows(p.c.id)).toEqual(before.c)
    expect(await erasedElsewhere([p.a.id])).toEqual(before.elsewhere)

    // A: personal fields blanked, autopay off, card forgotten, IPs, user agents and signature gone.
    const {
      rows: [a],
    } = await sql.query('select * from bookings where id = $1', [p.a.id])
    expect({
      first: a.first_name,
      last: a.last_name,
      email: a.email,
      phone: a.phone,
      address: a.address,
      signature: a.agreement_signature_name,
      agreementIp: a.agreement_ip,
      agreementAgent: a.agreement_user_agent,
      autopay: a.autopay,
      card: a.card_on_file,
      consentIp: a.autopay_consent?.ip,
      consentAgent: a.autopay_consent?.userAgent,
    }).toEqual({
      first: '[erased]',
      last: '[erased]',
      email: 'erased@erased.invalid',
      phone: '[erased]',
      address: '[erased]',
      signature: '[erased]',
      agreementIp: '[erased]',
      agreementAgent: '[erased]',
      autopay: false,
      card: null,
      consentIp: '[erased]',
      consentAgent: '[erased]',
    })
    // The consent's time and words stay: the evidence that the past charges were authorised.
    expect(a.autopay_consent).toMatchObject({
      at: a0.autopay_consent.at,
      wording: a0.autopay_consent.wording,
    })
    expect(JSON.stringify(a)).not.toContain(p.last)
    expect(JSON.stringify(a)).not.toContain(p.phone)
    // A's money and status: unchanged, to the cent; documents keep numbers and amounts.
    expect(await moneyOf(p.a.id)).toEqual(before.aMoney)
    expect(await documentsOf(p.a.id)).toEqual(before.aDocs)
    expect(
      await rowsText(
        'select id, amount_cents, received_cents, refunded_cents, status, intent_id from payments where booking_id = $1 order by id',
        [p.a.id],
      ),
    ).toEqual(before.aPayments)
    const { rows: billed } = await sql.query(
      'select billed_to, billed_email from booking_documents where booking_id = $1',
      [p.a.id],
    )
    expect(billed.every((d) => d.billed_to === '[erased]')).toBe(true)
    // The result says what the law keeps, and that automatic payments stopped, in words.
    expect(body.autopayOff).toBe(1)
    expect(body.kept).toMatchObject({ bookings: 1, payments: 1 })
    expect(body.outcome).toMatch(
      /^Erased\. The law makes us keep the tax records for six years \(Income Tax Act s\. 230\), so these stay, with their numbers and amounts unchanged and the personal details blanked: 1 booking, 1 payment, .*\. Automatic payments are off and the saved card is forgotten on 1 booking\.$/,
    )
    const { rows: cards } = await sql.query(
      'select demo_card, client_secret from payments where booking_id = $1',
      [p.a.id],
    )
    expect(cards).toEqual(cards.map(() => ({ demo_card: null, client_secret: null })))
  })
})
