import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { bookingBody, get, post } from '../helpers/booking'
import { fileDays } from '../helpers/fileDays'
import { testPayload } from '../helpers/payload'
import { moneyOf } from '@kernel'

const days = fileDays('bookings.int')
const sql = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => sql.end())

const overlapsPerBooth = async () =>
  Number(
    (
      await sql.query(`SELECT count(*) FROM booth_reservations a JOIN booth_reservations b
        ON a.booth = b.booth AND a.id < b.id
        AND a.status IN ('held','confirmed') AND b.status IN ('held','confirmed')
        AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`)
    ).rows[0].count,
  )

describe('POST /api/bookings', () => {
  it('prices on the server, ignores client amounts, holds a booth and returns an access token', async () => {
    const res = await post(
      '/bookings',
      bookingBody({
        eventDate: days.date(2),
        totalAmount: 1,
        addOnsTotal: 0,
        selectedAddOns: [1],
        addOnQuantities: '{"1":1}',
      }),
    )
    expect(res.status).toBe(201)
    const b = await res.json()
    expect([b.totalAmount, b.depositAmount, b.amountDueNow, b.status]).toEqual([
      moneyOf(56800),
      moneyOf(14200),
      moneyOf(14200),
      'pending_payment',
    ])
    expect(b.accessToken).toMatch(/^[\w-]{43}$/)
    expect(b.booths).toEqual(['booth1'])
    const payload = await testPayload()
    const held = await payload.find({
      collection: 'booth-reservations',
      where: { booking: { equals: b.id } },
    })
    expect(held.docs.map((r) => [r.booth, r.status])).toEqual([['booth1', 'held']])
    // 14:00 start, 30 min setup, 5 h event, 60 min buffer
    expect(
      (new Date(held.docs[0].endsAt).getTime() - new Date(held.docs[0].startsAt).getTime()) / 60000,
    ).toBe(30 + 300 + 60)
  })

  it('shows the booking to its token holder only; visitors cannot list bookings', async () => {
    const b = await (await post('/bookings', bookingBody({ eventDate: days.date(3) }))).json()
    // Missing token, wrong token and missing booking: one identical 404.
    const anon = await get(`/bookings/${b.id}`)
    const wrong = await get(`/bookings/${b.id}?token=${'x'.repeat(43)}`)
    const missing = await get('/bookings/999999')
    expect([anon.status, wrong.status, missing.status]).toEqual([404, 404, 404])
    const [anonBody, wrongBody, missingBody] = await Promise.all([
      anon.json(),
      wrong.json(),
      missing.json(),
    ])
    expect(anonBody).toEqual(missingBody)
    expect(wrongBody).toEqual(missingBody)
    const owner = await (await get(`/bookings/${b.id}?token=${b.accessToken}`)).json()
    expect([owner.email, owner.packageName, owner.packagePrice, owner.backdropName]).toEqual([
      'ada@example.com',
      'Ultimate',
      moneyOf(49900),
      expect.any(String),
    ])
    expect((await get('/bookings')).status).toBe(403)
    expect((await get('/booth-reservations')).status).toBe(403)
    expect((await get('/bookings/abc')).status).toBe(404)
    expect((await get('/bookings/2147483648')).status).toBe(404)
  })

  it('validates customer fields with the spec messages and never answers 500', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ firstName: '' }, 'firstName', 'Validation error: firstName: First name is required'],
      [{ email: 'nope' }, 'email', 'Validation error: email: Invalid email address'],
      [
        { phone: '555-1234' },
        'phone',
        'Validation error: phone: Phone number must be exactly 10 digits',
      ],
      [{ backdropId: 'x' }, 'backdropId', 'Validation error: backdropId'],
      [{ eventTime: '25:00' }, 'eventTime', 'Start time must be between 8:00 AM and 10:45 PM'],
      [{ eventDate: '2027-13-01' }, 'eventDate', 'eventDate'],
    ]
    for (const [override, field, text] of cases) {
      const res = await post('/bookings', bookingBody({ eventDate: days.date(4), ...override }))
      expect(res.status).toBe(400)
      const body = await res.json()
      expect(body.field).toBe(field)
      expect(body.message).toContain(text)
    }
    const far = await post(
      '/bookings',
      bookingBody({ eventDate: days.date(4), address: '5 Main St, Flin Flon, MB' }),
    )
    expect(far.status).toBe(422)
    expect((await far.json()).message).toContain('outside our service area')
    const badBackdrop = await post(
      '/bookings',
      bookingBody({ eventDate: days.date(4), backdropId: 9999 }),
    )
    expect(badBackdrop.status).toBe(422)
  })

  it('gives both booths to Two Photo Booths, then says the slot is no longer available', async () => {
    // A day no other file books: both booths must be free before it (a fresh clone's run once
    // found day 44 taken).
    const date = days.date(0)
    const two = await post('/bookings', bookingBody({ eventDate: date, selectedAddOns: [2] }))
    expect((await two.json()).booths).toEqual(['booth1', 'booth2'])
    const avail = await (
      await get(`/calendar/availability?date=${date}&time=15:00&packageName=Classic`)
    ).json()
    expect(avail).toEqual({ booth1: false, booth2: false })
    const later = await (
      await get(`/calendar/availability?date=${date}&time=22:00&packageName=Digital%20Lite`)
    ).json()
    expect(later).toEqual({ booth1: true, booth2: true })
    const taken = await post(
      '/bookings',
      bookingBody({ eventDate: date, eventTime: '16:00', packageId: 2 }),
    )
    expect(taken.status).toBe(409)
    expect((await taken.json()).message).toContain('no longer available')
  })

  it('frees a slot whose hold expired', async () => {
    const date = days.date(5)
    const made = await post('/bookings', bookingBody({ eventDate: date, selectedAddOns: [2] }))
    const first = await made.json()
    expect(made.status, JSON.stringify(first)).toBe(201)
    const payload = await testPayload()
    const past = new Date(Date.now() - 60_000).toISOString()
    await payload.update({
      collection: 'booth-reservations',
      where: { booking: { equals: first.id } },
      data: { holdExpiresAt: past },
    })
    await payload.update({ collection: 'bookings', id: first.id, data: { holdExpiresAt: past } })
    const again = await post('/bookings', bookingBody({ eventDate: date }))
    expect(again.status).toBe(201)
    expect((await payload.findByID({ collection: 'bookings', id: first.id })).status).toBe(
      'expired',
    )
  })

  it('200 simultaneous requests for overlapping slots never double-book a booth', async () => {
    const date = days.date(1)
    const times = ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '18:00', '20:00']
    const requests = Array.from({ length: 200 }, (_, i) =>
      post(
        '/bookings',
        bookingBody({
          eventDate: date,
          eventTime: times[i % times.length],
          packageId: 2 + (i % 3),
          email: `racer${i}@example.com`,
        }),
      ),
    )
    const responses = await Promise.all(requests)
    const statuses = responses.map((r) => r.status)
    const created = statuses.filter((s) => s === 201).length
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true)
    expect(created).toBeGreaterThanOrEqual(2)
    const bodies = await Promise.all(responses.filter((r) => r.status === 409).map((r) => r.json()))
    for (const body of bodies) expect(body.message).toContain('no longer available')
    expect(await overlapsPerBooth()).toBe(0)
    const rows = await sql.query(
      `SELECT count(*) FROM booth_reservations r JOIN bookings b ON b.id = r.booking_id WHERE b.event_date = $1 AND r.status = 'held'`,
      [date],
    )
    expect(Number(rows.rows[0].count)).toBe(created)
  }, 180_000)

  it('the database itself refuses an overlapping reservation (23P01)', async () => {
    const payload = await testPayload()
    const existing = await sql.query(
      `SELECT booking_id, booth, starts_at, ends_at FROM booth_reservations WHERE status = 'held' LIMIT 1`,
    )
    const row = existing.rows[0]
    await expect(
      sql.query(
        `INSERT INTO booth_reservations (booking_id, booth, status, starts_at, ends_at) VALUES ($1, $2, 'held', $3, $4)`,
        [row.booking_id, row.booth, row.starts_at, row.ends_at],
      ),
    ).rejects.toMatchObject({ code: '23P01' })
    expect(payload).toBeDefined()
  })
})
