// Issue 36, quotes: revisions with history, declining, "Ask for a new quote" and the quote PDF.
// Days 680–688 are this file's and quote-actions.e2e's (nothing else books there).
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { addDaysToDateString } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import { dateInDays } from '../helpers/booking'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { testPayload } from '../helpers/payload'
import { api, holdBooking, mainApp } from '../helpers/payments'
import { acceptQuote, createQuote, quoteBody } from '../helpers/quotes'
import { reservationsOf, staffApi } from '../helpers/staff'

const DAYS = { revise: 680, accepted: 681, decline: 682, askAgain: 683, pdf: 684, moved: 685 }
const BUSINESS = 'hello@example.com' // SiteSettings.email from the seed

const quoteOf = async (id: number) =>
  (await testPayload()).findByID({ collection: 'quotes', id, depth: 0 })
const bookingOf = async (id: number) =>
  (await testPayload()).findByID({ collection: 'bookings', id, depth: 0 })
const view = async (q: { id: number; token: string }) =>
  (await api(mainApp()).get(`/quotes/${q.id}?token=${q.token}`)).json()
const pdfText = async (res: Response) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
      mergePages: true,
    })
  ).text
const inDays = (n: number) => addDaysToDateString(todayInZone(new Date(), BUSINESS_TIME_ZONE), n)
const yesterday = () => inDays(-1)

describe('POST /api/quotes/:id/revise', () => {
  it('re-prices a travel line from $350.00 to $275.00 to the cent, keeps the old version and the link', async () => {
    const staff = await staffApi()
    const body = quoteBody({ eventDate: dateInDays(DAYS.revise), holdBooth: true })
    const created = await staff.post('/quotes', body)
    const q = await created.json()
    expect([created.status, q.totalCents]).toEqual([201, 64900])
    const firstHold = (await quoteOf(q.id)).holdBooking as number
    expect(firstHold).toBeTruthy()

    const res = await staff.post(`/quotes/${q.id}/revise`, {
      ...body,
      lines: [{ label: 'Travel to Thompson', amountCents: 27500 }],
      eventDate: dateInDays(DAYS.moved),
    })
    const revised = await res.json()
    expect(res.status, JSON.stringify(revised)).toBe(200)
    expect(revised).toMatchObject({ id: q.id, number: q.number, revision: 2, totalCents: 57400 })
    expect(['sent', 'queued']).toContain(revised.delivery)

    const stored = await quoteOf(q.id)
    const history = stored.revisions as Record<string, unknown>[]
    expect(history).toHaveLength(1)
    expect(history[0]).toMatchObject({ revision: 1, totalCents: 64900, expiresOn: inDays(7) })
    expect((history[0]!.priced as { lines: unknown[] }).lines).toContainEqual(
      expect.objectContaining({ label: 'Travel to Thompson', amountCents: 35000 }),
    )
    expect(history[0]!.revisedBy).toBeTruthy()
    expect(history[0]!.revisedAt).toBeTruthy()

    // The same link shows the new version.
    const shown = await view(q)
    expect([shown.revision, shown.totalCents, shown.status]).toEqual([2, 57400, 'open'])
    expect(shown.lines).toEqual([
      { label: 'Digital Plus', amountCents: 29900 },
      { label: 'Travel to Thompson', amountCents: 27500 },
    ])
    expect(shown.updatedOnLabel).toMatch(/\d{4}$/)

    // The hold moved with the quote: the old one is released, the new one is priced as quoted.
    expect((await bookingOf(firstHold)).status).toBe('cancelled')
    expect((await reservationsOf(firstHold)).map((r) => r.status)).not.toContain('held')
    const newHold = await bookingOf(stored.holdBooking as number)
    expect([newHold.eventDate, newHold.totalCents, newHold.status]).toEqual([
      dateInDays(DAYS.moved),
      57400,
      'pending_payment',
    ])

    const mail = await waitForMail(body.email as string, /Your quote has been updated/)
    expect(mail.text).toContain('$574.00')
    expect(mail.text).toContain(`/quote/${q.id}?token=${q.token}`)
    expect(mail.text).toContain(`/api/quotes/${q.id}/pdf?token=${q.token}`)
  })

  it('refuses an accepted quote (409), a missing one (404), bad input (400) and visitors (401)', async () => {
    const staff = await staffApi()
    const body = quoteBody({ eventDate: dateInDays(DAYS.accepted) })
    const q = await createQuote(staff, body)
    expect((await acceptQuote(q)).status).toBe(200)
    const res = await staff.post(`/quotes/${q.id}/revise`, body)
    const refused = await res.json()
    expect([res.status, refused.code]).toEqual([409, 'quote_accepted'])
    expect(refused.message).toMatch(/accepted and booked/)
    expect((await quoteOf(q.id)).revision).toBe(1)

    expect((await staff.post('/quotes/999999/revise', body)).status).toBe(404)
    const bad = await staff.post(`/quotes/${q.id}/revise`, { ...body, lines: [{ label: 'x' }] })
    expect([bad.status, (await bad.json()).code]).toEqual([400, 'invalid_input'])
    expect((await api(mainApp()).post(`/quotes/${q.id}/revise`, body)).status).toBe(401)
  })
})

describe('POST /api/quotes/:id/decline', () => {
  it('releases the hold so someone else can book the slot, notes the lead, and is idempotent', async () => {
    const staff = await staffApi()
    const payload = await testPayload()
    const lead = await payload.create({
      collection: 'inquiries',
      data: { kind: 'custom_quote', name: 'Dee Cline', email: 'dee@example.com', status: 'new' },
    })
    // Two Photo Booths: the quote's hold takes both booths at 3:00 PM.
    const q = await createQuote(staff, {
      eventDate: dateInDays(DAYS.decline),
      selectedAddOns: [2],
      holdBooth: true,
      leadId: lead.id,
    })
    const holdId = (await quoteOf(q.id)).holdBooking as number
    const slot = { eventDate: dateInDays(DAYS.decline), eventTime: '15:00', packageId: 2 }
    await expect(holdBooking(mainApp(), slot)).rejects.toThrow(/409/)

    const decline = () =>
      api(mainApp()).post(`/quotes/${q.id}/decline`, { token: q.token, reason: 'Went with a DJ' })
    const [first, second] = [await decline(), await decline()]
    expect([first.status, second.status]).toEqual([200, 200])
    expect(await second.json()).toEqual({ id: q.id, status: 'declined' })
    expect((await quoteOf(q.id)).status).toBe('declined')
    expect((await bookingOf(holdId)).status).toBe('cancelled')
    expect((await holdBooking(mainApp(), slot)).id).toBeGreaterThan(0)

    const noted = await payload.findByID({ collection: 'inquiries', id: lead.id, depth: 0 })
    expect(noted.status).toBe('quoted') // staff decide whether it is lost
    expect(noted.history?.at(-1)?.note).toContain(`Quote ${q.number} declined`)
    expect(noted.history?.at(-1)?.note).toContain('Went with a DJ')
    await waitForMail(BUSINESS, new RegExp(`Quote declined: ${q.number}`))
    const told = readMails().filter((m) => m.subject.includes(`Quote declined: ${q.number}`))
    expect(told).toHaveLength(1)

    expect((await view(q)).status).toBe('declined')
    const accept = await acceptQuote(q)
    expect([accept.status, (await accept.json()).code]).toEqual([409, 'quote_declined'])
    const wrong = await api(mainApp()).post(`/quotes/${q.id}/decline`, { token: `${q.token}x` })
    expect(wrong.status).toBe(404)
  })
})

describe('POST /api/quotes/:id/ask-again', () => {
  it('on an expired quote makes a lead with a history line, emails the business, then reopens it', async () => {
    const staff = await staffApi()
    const q = await createQuote(staff, { eventDate: dateInDays(DAYS.askAgain) })
    const payload = await testPayload()
    await payload.update({ collection: 'quotes', id: q.id, data: { expiresOn: yesterday() } })
    expect((await view(q)).status).toBe('expired')
    const ask = (message?: string) =>
      api(mainApp()).post(`/quotes/${q.id}/ask-again`, { token: q.token, message })

    const res = await ask('Still want it, maybe in June?')
    const asked = await res.json()
    expect(res.status, JSON.stringify(asked)).toBe(201)
    const email = (await quoteOf(q.id)).email
    expect(asked).toMatchObject({ email, businessName: expect.any(String) })
    const lead = await payload.findByID({ collection: 'inquiries', id: asked.leadId, depth: 0 })
    expect([lead.kind, lead.status, lead.email]).toEqual(['custom_quote', 'new', email])
    expect(lead.history?.at(-1)?.note).toContain(
      `Asked for a new quote from the page of ${q.number}`,
    )
    expect((await quoteOf(q.id)).lead).toBe(asked.leadId)
    const mail = await waitForMail(
      BUSINESS,
      new RegExp(`New quote asked for: .*\\(was ${q.number}\\)`),
    )
    expect(mail.text).toContain('Still want it, maybe in June?')
    expect(mail.text).toContain(`/admin/collections/inquiries/${asked.leadId}`)

    // Lost since: asking again puts the same lead back on Today's new inquiries.
    await payload.update({
      collection: 'inquiries',
      id: asked.leadId,
      data: { status: 'lost', lostReason: 'no_reply' },
    })
    const again = await ask()
    expect([again.status, (await again.json()).leadId]).toEqual([201, asked.leadId])
    const reopened = await payload.findByID({ collection: 'inquiries', id: asked.leadId })
    expect(reopened.status).toBe('new')
    expect(reopened.history?.map((h) => h.action)).toContain('Lost → New')

    const long = await ask('x'.repeat(1001))
    expect([long.status, (await long.json()).field]).toEqual([400, 'message'])
    const wrong = await api(mainApp()).post(`/quotes/${q.id}/ask-again`, { token: 'nope' })
    expect(wrong.status).toBe(404)
  })
})

describe('GET /api/quotes/:id/pdf', () => {
  it('prints the number, revision, lines, taxes and total in dollars and the 12-hour time', async () => {
    const staff = await staffApi()
    const q = await createQuote(staff, { eventDate: dateInDays(DAYS.pdf) })
    const res = await api(mainApp()).get(`/quotes/${q.id}/pdf?token=${q.token}`)
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf'])
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${q.number}.pdf"`)
    const text = await pdfText(res)
    for (const part of [
      `${q.number}, revision 1`,
      'Digital Plus',
      '$299.00',
      'Travel to Thompson',
      '$350.00',
      '$649.00',
      '3:00 PM',
      // $649.00 with GST 5% and RST 7% inside: $579.46 + $28.97 + $40.57 (the receipts' rule).
      '$579.46',
      '$28.97',
      '$40.57',
      'Good until',
    ])
      expect(text).toContain(part)

    expect((await staff.get(`/quotes/${q.id}/pdf`)).status).toBe(200)
    const wrong = await api(mainApp()).get(`/quotes/${q.id}/pdf?token=${q.token}x`)
    const missing = await api(mainApp()).get(`/quotes/999999/pdf?token=${q.token}`)
    expect([wrong.status, missing.status]).toEqual([404, 404])
    expect(await wrong.json()).toEqual(await missing.json())
  })
})
