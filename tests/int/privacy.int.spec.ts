import { strFromU8, unzipSync } from 'fflate'
import pg from 'pg'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, describe, expect, it } from 'vitest'

import { runRetention } from '../../plugins/privacy/operations/runRetention'
import { dateInDays } from '../helpers/booking'
import { localReq, mainApp } from '../helpers/payments'
import { testPayload } from '../helpers/payload'
import { phoneBooking, staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('privacy.int')

const sql = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 })
afterAll(() => sql.end())

const tag = () => `${Date.now()}${Math.random().toString(36).slice(2, 6)}`

/** A customer with one record of every kind: booking, payment, receipt, emails, chat, cart... */
let everything = 0

async function customerWithEverything() {
  const t = tag()
  const first = `Quillonia${t.slice(-4)}`
  const last = `Vandersnoot${t}`
  const email = `erase-${t}@test.example.com`
  const digits = String(Math.floor(2_000_000 + Math.random() * 7_000_000)) // a phone no test uses
  const phone = `204${digits}`
  const staff = await staffApi()
  const booking = await phoneBooking(staff, {
    firstName: first,
    lastName: last,
    email,
    phone,
    address: `${t} Corydon Avenue, Winnipeg, MB`,
    // Days 537–538 are this file's: a random day in 600–659 took other files' booths (holdAllowance).
    eventDate: dateInDays(537 + (everything++ % 2)),
    eventTime: '13:00',
  })
  const paid = await staff.post(`/bookings/${booking.id}/payments`, {
    method: 'cash',
    amountCents: 5_000,
  })
  expect(paid.status).toBe(200)
  const payload = await testPayload()
  await payload.update({
    collection: 'bookings',
    id: booking.id,
    data: { galleryUrl: `https://photos.example.com/${t}` },
  })
  await payload.create({
    collection: 'carts',
    data: {
      sessionId: `erase-${t}`,
      email,
      firstName: first,
      lastName: last,
      lastActivity: new Date().toISOString(),
    },
  })
  await payload.create({
    collection: 'inquiries',
    data: {
      kind: 'contact',
      status: 'new',
      name: `${first} ${last}`,
      email,
      phone: `204-${digits.slice(0, 3)}-${digits.slice(3)}`,
      message: `Hi, ${first} here`,
    },
  })
  const chat = await payload.create({
    collection: 'chat-sessions',
    data: {
      sessionId: `erase-${t}`,
      customerName: first,
      customerEmail: email,
      tokenHash: 'x'.repeat(64),
      status: 'active',
    } as never,
  })
  await payload.create({
    collection: 'chat-messages',
    data: { session: chat.id, sender: 'visitor', text: `My name is ${first} ${last}` } as never,
  })
  await payload.create({
    collection: 'subscribers',
    data: { email, source: 'blog', unsubscribed: false },
  })
  await payload.create({
    collection: 'consents',
    data: {
      email,
      source: 'newsletter (blog)',
      wording: 'News please',
      confirmedAt: new Date().toISOString(),
    },
  })
  await payload.create({
    collection: 'unsubscribes',
    data: { email, list: 'marketing', method: 'link' },
  })
  return { booking, email, first, last, staff, digits }
}

const documentSums = async (bookingId: number) =>
  (
    await sql.query(
      `select count(*)::int n, sum(amount_cents)::int amount, sum(net_cents)::int net, sum(gst_cents)::int gst, sum(rst_cents)::int rst
       from booking_documents where booking_id = $1`,
      [bookingId],
    )
  ).rows[0]
const paymentSums = async (bookingId: number) =>
  (
    await sql.query(
      'select count(*)::int n, sum(amount_cents)::int amount from payments where booking_id = $1',
      [bookingId],
    )
  ).rows[0]

/** Every text, varchar and JSON column of every table holding `needle` (case-insensitive). */
async function traces(needle: string) {
  const { rows: columns } = await sql.query(`
    select c.table_name t, c.column_name c from information_schema.columns c
    join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema and tb.table_type = 'BASE TABLE'
    where c.table_schema = current_schema() and c.data_type in ('text', 'character varying', 'json', 'jsonb')`)
  const found: string[] = []
  for (const { t, c } of columns) {
    const { rows } = await sql.query(
      `select count(*)::int n from "${t}" where "${c}"::text ilike $1`,
      [`%${needle}%`],
    )
    if (rows[0].n) found.push(`${t}.${c}`)
  }
  return found
}

describe('privacy requests (PIPEDA)', () => {
  it('export and erase are for owners (admins) only', async () => {
    const admin = await staffApi('admin') // first: the very first account becomes an admin
    const staff = await staffApi()
    expect((await staff.post('/privacy/export', { email: 'a@b.test' })).status).toBe(403)
    // The address never travels in a URL (access logs, history): GET is no route at all.
    expect((await admin.get('/privacy/export?email=a@b.test')).status).toBe(404)
    expect((await staff.post('/privacy/erase', { email: 'a@b.test' })).status).toBe(403)
    const anonymous = await fetch(`${mainApp()}/api/privacy/export`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.test' }),
    })
    expect(anonymous.status).toBe(401)
    const bad = await admin.post('/privacy/erase', { email: 'not an email' })
    expect(bad.status).toBe(400)
  })

  it('exports one zip with JSON and CSV of every kind of record about the address', async () => {
    const c = await customerWithEverything()
    const admin = await staffApi('admin')
    const res = await admin.post('/privacy/export', { email: c.email.toUpperCase() })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/zip')
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="personal-data-\d{4}-\d\d-\d\d\.zip"/,
    )
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const kinds = [
      'bookings',
      'payments',
      'documents',
      'emails',
      'chats',
      'chatMessages',
      'carts',
      'inquiries',
      'subscriptions',
      'consents',
      'unsubscribes',
      'galleryLinks',
    ]
    for (const kind of kinds) {
      const rows = JSON.parse(strFromU8(zip[`${kind}.json`])) as Record<string, unknown>[]
      expect(rows.length, kind).toBeGreaterThanOrEqual(1)
      expect(strFromU8(zip[`${kind}.csv`]).length, kind).toBeGreaterThan(10)
    }
    const bookings = JSON.parse(strFromU8(zip['bookings.json']))
    expect(bookings[0]).toMatchObject({ firstName: c.first, email: c.email })
    expect(bookings[0]).not.toHaveProperty('accessToken')
    const emails = strFromU8(zip['emails.json'])
    expect(emails).not.toContain('"sealed"')
    expect(emails).not.toMatch(/token=(?!\[redacted\])[A-Za-z0-9]/)
    expect(strFromU8(zip['bookings.csv'])).toContain(c.last)
    const { rows } = await sql.query(
      `select action, actor from privacy_log where action = 'export' order by id desc limit 1`,
    )
    expect(rows[0].actor).toMatch(/^Test admin </)
  })

  it('erases in one transaction: no trace of the name in any text column; money and documents kept, sums unchanged; PDFs show the placeholder', async () => {
    const c = await customerWithEverything()
    const docsBefore = await documentSums(c.booking.id)
    const payBefore = await paymentSums(c.booking.id)
    expect(docsBefore.n).toBeGreaterThanOrEqual(1)
    expect((await traces(c.last)).length).toBeGreaterThan(3)
    const admin = await staffApi('admin')
    const res = await admin.post('/privacy/erase', { email: c.email })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.kept).toMatchObject({ bookings: 1, payments: payBefore.n, receipt: docsBefore.n })
    expect(body.erased).toMatchObject({
      bookings: 1,
      carts: 1,
      chats: 1,
      inquiries: 1,
      subscriptions: 1,
      consents: 1,
    })
    expect(await traces(c.last)).toEqual([])
    expect(await traces(c.first)).toEqual([])
    expect(await traces(c.email)).toEqual([])
    expect(await traces(c.digits)).toEqual([])
    expect(await documentSums(c.booking.id)).toEqual(docsBefore)
    expect(await paymentSums(c.booking.id)).toEqual(payBefore)
    const {
      rows: [doc],
    } = await sql.query(
      'select id, billed_to from booking_documents where booking_id = $1 limit 1',
      [c.booking.id],
    )
    expect(doc.billed_to).toBe('[erased]')
    const pdf = await c.staff.get(`/booking-documents/${doc.id}/pdf`)
    expect(pdf.status).toBe(200)
    const text = (
      await extractText(await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer())), {
        mergePages: true,
      })
    ).text
    expect(text).toContain('[erased]')
    expect(text).not.toContain(c.last)
    // The log says who and what was kept, and nobody can change it.
    const {
      rows: [entry],
    } = await sql.query(
      `select id, actor, details from privacy_log where action = 'erase' order by id desc limit 1`,
    )
    expect(entry.actor).toMatch(/^Test admin </)
    expect(entry.details).toMatch(
      /Kept \(Income Tax Act s\. 230, six years; personal fields blanked\): 1 booking, \d+ payments?, \d+ receipts?\./,
    )
    // Staff read words: no JSON, no column or kind names.
    expect(entry.details).not.toMatch(/[{}"]|credit_note|chatMessages/)
    await expect(
      sql.query('update privacy_log set summary = $1 where id = $2', ['x', entry.id]),
    ).rejects.toThrow(/append-only/)
    await expect(sql.query('delete from privacy_log where id = $1', [entry.id])).rejects.toThrow(
      /append-only/,
    )
    const payload = await testPayload()
    expect(
      (await payload.count({ collection: 'privacy-log', where: { id: { equals: entry.id } } }))
        .totalDocs,
    ).toBe(1)
  })
})

describe('retention jobs', () => {
  it('remove exactly what is past its date, once, with two servers running at the same moment', async () => {
    const payload = await testPayload()
    const t = tag()
    const DAY = 86_400_000
    const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString()
    const cart = (name: string, days: number) =>
      payload.create({
        collection: 'carts',
        data: {
          sessionId: `ret-${name}-${t}`,
          email: `ret-${name}-${t}@test.example.com`,
          lastActivity: ago(days),
        },
      })
    const oldCart = await cart('old', 91)
    const newCart = await cart('new', 89)
    const chat = async (name: string, days: number) => {
      const s = await payload.create({
        collection: 'chat-sessions',
        data: {
          sessionId: `ret-${name}-${t}`,
          customerName: 'Ret',
          customerEmail: `ret-chat-${t}@test.example.com`,
          tokenHash: 'x'.repeat(64),
          status: 'closed',
        } as never,
      })
      await sql.query(
        'update chat_sessions set last_message_at = $1, created_at = $1 where id = $2',
        [ago(days), s.id],
      )
      return s
    }
    const oldChat = await chat('old', 366)
    const newChat = await chat('new', 364)
    const mail = async (name: string, days: number) => {
      const row = await payload.create({
        collection: 'outbox',
        data: {
          to: `ret-${name}-${t}@test.example.com`,
          subject: `Retention ${name} ${t}`,
          status: 'sent',
          text: 'body',
          html: '<p>body</p>',
        },
      })
      await sql.query('update outbox set created_at = $1 where id = $2', [ago(days), row.id])
      return row
    }
    const oldMail = await mail('old', 2 * 365 + 2)
    const newMail = await mail('new', 2 * 365 - 2)
    // A customer whose last event was in 2019: six years after the end of that tax year is past.
    const lastYear = Number(new Date().getFullYear()) - 7
    const staff = await staffApi()
    const gone = await phoneBooking(staff, {
      eventDate: ownDays.date(0), // this file's day; moved to an old year below
      eventTime: '09:00',
      lastName: `Oldtimer${t}`,
    })
    const kept = await phoneBooking(staff, {
      eventDate: ownDays.date(1), // this file's day; moved to an old year below
      eventTime: '09:00',
      lastName: `Recent${t}`,
    })
    await sql.query(`update bookings set event_date = $1 where id = $2`, [
      `${lastYear}-06-01`,
      gone.id,
    ])
    await sql.query(`update bookings set event_date = $1 where id = $2`, [
      `${lastYear + 1}-12-31`,
      kept.id,
    ])
    const before = (
      await sql.query(`select count(*)::int n from privacy_log where action = 'retention'`)
    ).rows[0].n

    const [a, b] = await Promise.all([
      runRetention({ req: await localReq(), now: new Date() }),
      runRetention({ req: await localReq(), now: new Date() }),
    ])
    expect([a, b].filter((r) => r === null)).toHaveLength(1)
    const counts = (a ?? b)!
    expect(counts.carts).toBeGreaterThanOrEqual(1)
    const after = (
      await sql.query(`select count(*)::int n from privacy_log where action = 'retention'`)
    ).rows[0].n
    expect(after - before).toBe(1)

    const exists = async (table: string, id: number | string) =>
      (await sql.query(`select 1 from ${table} where id = $1`, [id])).rows.length === 1
    expect([await exists('carts', oldCart.id), await exists('carts', newCart.id)]).toEqual([
      false,
      true,
    ])
    expect([
      await exists('chat_sessions', oldChat.id),
      await exists('chat_sessions', newChat.id),
    ]).toEqual([false, true])
    const bodies = (
      await sql.query(
        'select id, text, subject from outbox where id = any($1::int[]) order by id',
        [[oldMail.id, newMail.id]],
      )
    ).rows
    expect(bodies.map((r) => [r.text, r.subject])).toEqual([
      [null, `Retention old ${t}`],
      ['body', `Retention new ${t}`],
    ])
    const names = (
      await sql.query('select id, last_name from bookings where id = any($1::int[]) order by id', [
        [gone.id, kept.id],
      ])
    ).rows
    expect(names.map((r) => r.last_name)).toEqual(['[erased]', `Recent${t}`])
    const {
      rows: [log],
    } = await sql.query(
      `select details from privacy_log where action = 'retention' order by id desc limit 1`,
    )
    expect(log.details).toMatch(
      /^Carts left before [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d [AP]M/,
    )
    expect(log.details).toContain(`in ${lastYear} or earlier: anonymised`)
    expect(log.details).not.toMatch(/[{}"]|\d{4}-\d\d-\d\dT/)
  })
})
