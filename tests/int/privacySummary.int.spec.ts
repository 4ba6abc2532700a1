// Issue 49, point 8: the privacy export carries a summary a person can read (summary.html):
// dates in Winnipeg time, dollars, every consent with its words; its counts match the database.
import { strFromU8, unzipSync } from 'fflate'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { formatCad, formatDateLong } from '@kernel'

import { fileDays } from '../helpers/fileDays'
import { bookWithDemoPlan } from '../helpers/paymentPlans'
import { testPayload } from '../helpers/payload'
import { staffApi } from '../helpers/staff'

const sql = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 })
afterAll(() => sql.end())
const days = fileDays('privacySummary.int')
const one = async (q: string, params: unknown[]) => Number((await sql.query(q, params)).rows[0].n)

describe('the privacy export in words (issue 49)', () => {
  it('summary.html lists bookings, money, consents, the agreement and the gallery; counts match the database; no ids, keys or IPs', async () => {
    const b = await bookWithDemoPlan({ saveCard: true, days: [days.offset(0), 1] })
    const payload = await testPayload()
    const t = `${Date.now()}`.slice(-7)
    // A real Winnipeg number: its exchange starts 2–9 (a clock ending 0… or 1… made one the
    // export rightly refused, about one run in five).
    const phone = `+1204${2 + (Number(t[0]) % 8)}${t.slice(1)}`
    await payload.update({ collection: 'bookings', id: b.id, data: { phone } })
    await payload.create({
      collection: 'sms-subscribers',
      data: {
        phone,
        status: 'subscribed',
        consentWording: 'Text me reminders about my booking.',
        consentAt: new Date().toISOString(),
        source: `Booking ${b.reference}`,
      },
    })
    await payload.create({
      collection: 'consents',
      data: {
        email: b.email,
        source: 'Newsletter form',
        wording: 'Send me news and offers by email.',
        confirmedAt: new Date().toISOString(),
      },
    })
    await payload.create({
      collection: 'galleries',
      data: { booking: b.id, slug: `wedding-${t}`, expiresOn: days.date(20), status: 'active' },
    })

    const res = await (await staffApi('admin')).post('/privacy/export', { email: b.email })
    expect(res.status).toBe(200)
    const zip = unzipSync(new Uint8Array(await res.arrayBuffer()))
    const html = strFromU8(zip['summary.html']!)
    const count = (key: string) =>
      Number(html.match(new RegExp(`data-count="${key}">[^<]*: (\\d+)<`))?.[1] ?? NaN)

    const booking = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    const email = b.email.toLowerCase()
    const mine = 'select id from bookings where lower(email) = $1'
    expect(count('bookings')).toBe(
      await one(`select count(*) n from bookings where lower(email) = $1`, [email]),
    )
    expect(count('payments')).toBe(
      await one(`select count(*) n from payments where booking_id in (${mine})`, [email]),
    )
    expect(count('documents')).toBe(
      await one(`select count(*) n from booking_documents where booking_id in (${mine})`, [email]),
    )
    expect(count('marketing')).toBe(
      await one(`select count(*) n from consents where lower(email) = $1`, [email]),
    )
    expect(count('texts')).toBe(
      await one(`select count(*) n from sms_subscribers where phone = $1`, [phone]),
    )
    expect(count('autopay')).toBe(
      await one(
        `select count(*) n from bookings where lower(email) = $1 and autopay_consent is not null`,
        [email],
      ),
    )
    expect(count('agreements')).toBe(
      await one(
        `select count(*) n from bookings where lower(email) = $1 and agreement_signed_at is not null`,
        [email],
      ),
    )
    expect(count('galleries')).toBe(
      await one(`select count(*) n from galleries where booking_id in (${mine})`, [email]),
    )
    expect(count('emails')).toBe(
      await one(`select count(*) n from outbox where lower("to") = $1 or booking_id in (${mine})`, [
        email,
      ]),
    )
    for (const key of [
      'bookings',
      'payments',
      'marketing',
      'texts',
      'autopay',
      'agreements',
      'galleries',
    ])
      expect(count(key), key).toBeGreaterThanOrEqual(1)

    // In words: the event's date and Winnipeg time, dollars, each consent's wording.
    expect(html).toContain(`${formatDateLong(booking.eventDate)} at `)
    expect(html).toContain('(Winnipeg time)')
    expect(html).toContain(`Total ${formatCad(booking.totalCents!)}`)
    expect(html).toContain('Send me news and offers by email.')
    expect(html).toContain('Text me reminders about my booking.')
    expect(html).toContain('I authorize the business to keep this card on file')
    expect(html).toMatch(/Card kept on file: .+ ending in 4242/)
    expect(html).toContain(`Rental agreement ${booking.agreement!.documentNumber} for booking`)
    expect(html).toContain(`/gallery/wedding-${t}`)
    // No internal ids, keys, hashes, addresses of the client or UTC stamps.
    expect(html).not.toContain(booking.agreement!.ip!)
    expect(html).not.toContain(booking.agreement!.hash!)
    expect(html).not.toMatch(/clientKey|accessToken|intent|pi_|Cents/)
    expect(html).not.toMatch(/\d{4}-\d\d-\d\dT\d\d:/)
    expect(strFromU8(zip['README.txt']!)).toContain('Start with summary.html')
  })
})
