// Issue 49: customers always know where they stand. A plan booking's pages and emails say the
// plan it chose; a lost link can be asked for again (no enumeration); every request is answered.
import { sql } from '@payloadcms/db-postgres'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { formatCad, formatDateLong } from '@kernel'

import { readMails, waitForMail } from '../helpers/mailCapture'
import { fileDays } from '../helpers/fileDays'
import { bookWithDemoPlan } from '../helpers/paymentPlans'
import { baseURL, testPayload } from '../helpers/payload'
import { api, mainApp } from '../helpers/payments'
import { manage } from '../helpers/selfService'
import { areaTravelFees } from '@booking/server'
import { localReq } from '../helpers/payments'
import { visitorIp } from '../helpers/visitorIp'
import { moneyOf } from '@kernel'

const days = fileDays('issue49')

const post = (path: string, body: unknown, ip = visitorIp()) =>
  fetch(`${baseURL()}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  })

describe('a plan booking reads as the plan it chose (issue 49)', () => {
  it('the booking page, the manage page and the confirmation email name the next part (2 of N)', async () => {
    const b = await bookWithDemoPlan({ saveCard: true, days: [days.offset(0), 1] })
    const owned = await (
      await api(mainApp()).get(`/bookings/${b.id}?token=${encodeURIComponent(b.accessToken)}`)
    ).json()
    const schedule = owned.paymentSchedule as { dueDate: string; amount: { text: string } }[]
    expect(schedule.length).toBeGreaterThan(2)
    const n = schedule.length
    const next = schedule[1]!
    const phrase = new RegExp(
      `^Next payment ${next.amount.text.replace('$', '\\$')} on .+ \\(2 of ${n}\\), automatic$`,
    )
    expect(owned.money.phrase).toMatch(phrase)
    const plan = owned.money.rows.find((r: { key: string }) => r.key === 'plan')
    expect(plan?.note).toMatch(
      new RegExp(`^${n} payments: .+ charged automatically to .+ ending in 4242$`),
    )

    const page = await fetch(
      `${baseURL()}/booking/manage?booking_id=${b.id}&token=${encodeURIComponent(b.accessToken)}`,
    )
    const html = (await page.text()).replace(/<!-- -->/g, '')
    expect(html).toContain(`(2 of ${n}), automatic`)
    expect(html).not.toMatch(/Balance \$[\d.,]+ due/)

    const mail = await waitForMail(b.email, /Your photo booth is booked/)
    expect(mail.text).toContain(`Payment plan: ${plan.note}`)
    expect(mail.text).toContain(`(2 of ${n}), automatic`)
    expect(mail.text).not.toContain('Balance due:')
  })
})

describe('"Manage my booking": the link again, without the email (issue 49)', () => {
  it('answers a booked and an unknown address alike; only the booked one gets an email', async () => {
    const b = await bookWithDemoPlan({ saveCard: false, days: [days.offset(1), 1] })
    const unknown = `nobody-${Date.now()}@test.example.com`
    const known = await post('/booking-link', { email: b.email.toUpperCase() })
    const other = await post('/booking-link', { email: unknown })
    expect(known.status).toBe(200)
    expect(other.status).toBe(200)
    // The same answer for both, naming only the address asked about, and "on its way", not "sent".
    const answer = (email: string) => ({
      ok: true,
      message: `If ${email} has a booking with us, a link to manage it is on its way to that address. It can take a few minutes: please check your spam folder too.`,
    })
    expect(await known.json()).toEqual(answer(b.email.toUpperCase()))
    expect(await other.json()).toEqual(answer(unknown))

    const mail = await waitForMail(b.email, /Your booking link for/)
    expect(mail.text).toContain(`/booking/manage?booking_id=${b.id}&token=`)
    // The link it carries opens the booking (the current one: links sent before still work).
    const link = mail.text.match(/(https?:\/\/\S+\/booking\/manage\?\S+)/)![1]!
    expect((await fetch(link.replace(/^https?:\/\/[^/]+/, baseURL()))).status).toBe(200)
    await new Promise((r) => setTimeout(r, 1500))
    expect(readMails().filter((m) => m.to.includes(unknown))).toEqual([])
    expect(
      readMails().filter((m) => m.to.includes(b.email) && /booking link/.test(m.subject)),
    ).toHaveLength(1)
  })

  it('is limited per client (in Postgres) and per address; a bad address is a 400', async () => {
    const ip = visitorIp()
    const codes: number[] = []
    for (let i = 0; i < 6; i++)
      codes.push(
        (await post('/booking-link', { email: `x${i}-${Date.now()}@test.example.com` }, ip)).status,
      )
    expect(codes).toEqual([200, 200, 200, 200, 200, 429])
    const bad = await post('/booking-link', { email: 'not an address' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).code).toBe('invalid_input')
    const db = (await testPayload()).db as unknown as {
      drizzle: { execute: (q: unknown) => Promise<{ rows: { n: number }[] }> }
    }
    const { rows } = await db.drizzle.execute(
      sql`SELECT count(*)::int AS n FROM rate_limits WHERE key LIKE 'manage-link:%'`,
    )
    expect(rows[0]!.n).toBeGreaterThan(0)
  })
})

describe('every request answered in the inbox (issue 49)', () => {
  it.each([
    ['/accommodation-request', { kind: 'custom_quote' }, /We received your custom quote request/],
    ['/contact', {}, /We received your message/],
  ])(
    '%s sends the visitor an acknowledgement, recorded in the Outbox',
    async (path, extra, subject) => {
      const email = `ack-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@test.example.com`
      const res = await post(path, {
        name: 'Robin',
        email,
        phone: '204-555-0199',
        message: 'How much notice do you need for a custom backdrop?',
        ...extra,
      })
      expect(res.status).toBe(201)
      const mail = await waitForMail(email, subject)
      expect(mail.text).toContain('Message: How much notice do you need for a custom backdrop?')
      const settings = await (await testPayload()).findGlobal({ slug: 'site-settings' })
      expect(mail.text).toContain(settings.phone)
      const { docs } = await (
        await testPayload()
      ).find({
        collection: 'outbox',
        where: { to: { equals: email } },
      })
      expect(docs.map((d) => [d.subject, d.status])).toEqual([[mail.subject, 'sent']])
    },
  )
})

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text

describe('the agreement stays as signed (issue 49)', () => {
  it('after a reschedule the PDF keeps the signed date, total and schedule; the move is listed apart', async () => {
    const b = await bookWithDemoPlan({ saveCard: true, days: [days.offset(2), 1] })
    const payload = await testPayload()
    const before = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    const moved = await manage().reschedule(b.id, b.accessToken, days.date(3), before.eventTime)
    expect(moved.status).toBe(200)
    const res = await api(mainApp()).get(
      `/bookings/${b.id}/agreement?token=${encodeURIComponent(b.accessToken)}`,
    )
    expect(res.status).toBe(200)
    const text = (await pdfText(new Uint8Array(await res.arrayBuffer()))).replace(/\s+/g, ' ')
    const [signed, after] = text.split('Changes after signing (not part of the signed agreement)')
    expect(signed).toContain(formatDateLong(before.eventDate))
    expect(signed).not.toContain(formatDateLong(days.date(3)))
    expect(signed).toContain(`Total (taxes included): ${formatCad(before.totalCents!)}`)
    expect(signed).toContain('Payment schedule')
    expect(signed).toContain('Automatic payments authorised')
    expect(after).toContain(
      `Date: ${formatDateLong(before.eventDate)} → ${formatDateLong(days.date(3))}`,
    )
  })
})

describe('the service-areas page states the typical travel fee (issue 49)', () => {
  it("Selkirk's fee is /api/quote's travel line for a central Selkirk address; Winnipeg's none", async () => {
    const fees = await areaTravelFees(await localReq(), ['Selkirk', 'Winnipeg', 'Nowhere Special'])
    const quote = await (
      await api(mainApp()).post('/quote', {
        packageId: 3,
        eventDate: days.date(6),
        eventTime: '14:00',
        address: 'Selkirk, MB',
        paymentType: 'full',
      })
    ).json()
    expect(quote.travelSurcharge).not.toEqual(moneyOf(0))
    expect(fees.Selkirk).toBe(quote.travelSurcharge.cents)
    expect(fees.Winnipeg).toBe(0)
    expect(fees['Nowhere Special']).toBeNull()
  })
})
