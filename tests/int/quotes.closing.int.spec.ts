// Issue 36, quotes: the customer declines a quote, or asks for a new one from a closed quote.
// Days: QUOTE_ACTION_DAYS (tests/helpers/quoteActions.ts), 680–685 with quotes.revisions.
import { describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { readMails, waitForMail } from '../helpers/mailCapture'
import { testPayload } from '../helpers/payload'
import { api, holdBooking, mainApp } from '../helpers/payments'
import {
  bookingOf,
  BUSINESS_EMAIL,
  inDays,
  QUOTE_ACTION_DAYS,
  quoteOf,
  quoteView,
} from '../helpers/quoteActions'
import { acceptQuote, createQuote } from '../helpers/quotes'
import { staffApi } from '../helpers/staff'

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
      eventDate: dateInDays(QUOTE_ACTION_DAYS.decline),
      selectedAddOns: [2],
      holdBooth: true,
      leadId: lead.id,
    })
    const holdId = (await quoteOf(q.id)).holdBooking as number
    const slot = {
      eventDate: dateInDays(QUOTE_ACTION_DAYS.decline),
      eventTime: '15:00',
      packageId: 2,
    }
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
    await waitForMail(BUSINESS_EMAIL, new RegExp(`Quote declined: ${q.number}`))
    const told = readMails().filter((m) => m.subject.includes(`Quote declined: ${q.number}`))
    expect(told).toHaveLength(1)

    expect((await quoteView(q)).status).toBe('declined')
    const accept = await acceptQuote(q)
    expect([accept.status, (await accept.json()).code]).toEqual([409, 'quote_declined'])
    const wrong = await api(mainApp()).post(`/quotes/${q.id}/decline`, { token: `${q.token}x` })
    expect(wrong.status).toBe(404)
  })
})

describe('POST /api/quotes/:id/ask-again', () => {
  it('on an expired quote makes a lead with a history line, emails the business, then reopens it', async () => {
    const staff = await staffApi()
    const q = await createQuote(staff, { eventDate: dateInDays(QUOTE_ACTION_DAYS.askAgain) })
    const payload = await testPayload()
    await payload.update({ collection: 'quotes', id: q.id, data: { expiresOn: inDays(-1) } })
    expect((await quoteView(q)).status).toBe('expired')
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
      BUSINESS_EMAIL,
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
