// Issue 36, quotes: staff revise a quote (priced again, history kept, same link); its PDF.
// Days: QUOTE_ACTION_DAYS (tests/helpers/quoteActions.ts), 680–685 with quotes.closing.
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { waitForMail } from '../helpers/mailCapture'
import { api, mainApp } from '../helpers/payments'
import { bookingOf, inDays, QUOTE_ACTION_DAYS, quoteOf, quoteView } from '../helpers/quoteActions'
import { acceptQuote, createQuote, quoteBody } from '../helpers/quotes'
import { reservationsOf, staffApi } from '../helpers/staff'

const pdfText = async (res: Response) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
      mergePages: true,
    })
  ).text

describe('POST /api/quotes/:id/revise', () => {
  it('re-prices a travel line from $350.00 to $275.00 to the cent, keeps the old version and the link', async () => {
    const staff = await staffApi()
    const body = quoteBody({ eventDate: dateInDays(QUOTE_ACTION_DAYS.revise), holdBooth: true })
    const created = await staff.post('/quotes', body)
    const q = await created.json()
    expect([created.status, q.total.cents]).toEqual([201, 64900])
    const firstHold = (await quoteOf(q.id)).holdBooking as number
    expect(firstHold).toBeTruthy()

    const res = await staff.post(`/quotes/${q.id}/revise`, {
      ...body,
      lines: [{ label: 'Travel to Thompson', amountCents: 27500 }],
      eventDate: dateInDays(QUOTE_ACTION_DAYS.moved),
    })
    const revised = await res.json()
    expect(res.status, JSON.stringify(revised)).toBe(200)
    expect(revised).toMatchObject({
      id: q.id,
      number: q.number,
      revision: 2,
      total: { cents: 57400, text: '$574.00' },
    })
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
    const shown = await quoteView(q)
    expect([shown.revision, shown.total.cents, shown.status]).toEqual([2, 57400, 'open'])
    expect(shown.lines).toEqual([
      { label: 'Digital Plus', amount: { cents: 29900, text: '$299.00' } },
      { label: 'Travel to Thompson', amount: { cents: 27500, text: '$275.00' } },
    ])
    expect(shown.updatedOnLabel).toMatch(/\d{4}$/)

    // The hold moved with the quote: the old one is released, the new one is priced as quoted.
    expect((await bookingOf(firstHold)).status).toBe('cancelled')
    expect((await reservationsOf(firstHold)).map((r) => r.status)).not.toContain('held')
    const newHold = await bookingOf(stored.holdBooking as number)
    expect([newHold.eventDate, newHold.totalCents, newHold.status]).toEqual([
      dateInDays(QUOTE_ACTION_DAYS.moved),
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
    const body = quoteBody({ eventDate: dateInDays(QUOTE_ACTION_DAYS.accepted) })
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

describe('GET /api/quotes/:id/pdf', () => {
  it('prints the number, revision, lines, taxes and total in dollars and the 12-hour time', async () => {
    const staff = await staffApi()
    const q = await createQuote(staff, { eventDate: dateInDays(QUOTE_ACTION_DAYS.pdf) })
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
