import { formatCad, formatDateLong, formatTimeLabel } from '@kernel'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { tokenFor } from '../../plugins/booking/operations/records/bookingToken'

import { testPayload } from '../helpers/payload'
import { api, mainApp } from '../helpers/payments'
import { acceptQuote, createQuote, paragraph, payDeposit } from '../helpers/quotes'
import { phoneBooking, staffApi } from '../helpers/staff'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('agreements.int')

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text

describe('signed agreements', () => {
  it("refuses to take payment on a phone booking's link until the customer signs", async () => {
    const staff = await staffApi()
    const made = await phoneBooking(staff, {})
    const payload = await testPayload()
    const booking = await payload.findByID({ collection: 'bookings', id: made.id, depth: 0 })
    const token = tokenFor(payload.secret, booking)
    const intent = () =>
      api(mainApp()).post('/create-payment-intent', {
        bookingId: made.id,
        token,
        paymentType: 'full',
      })
    const refused = await intent()
    expect([refused.status, (await refused.json()).code]).toEqual([409, 'terms_unsigned'])
    const unsigned = await (await api(mainApp()).get(`/bookings/${made.id}?token=${token}`)).json()
    expect(unsigned.agreement).toBeNull()

    const { hash: termsHash } = await (await api(mainApp()).get('/terms-version')).json()
    const blank = await api(mainApp()).post(`/bookings/${made.id}/accept-terms`, {
      token,
      signatureName: ' ',
      termsHash,
    })
    expect([blank.status, (await blank.json()).code]).toEqual([400, 'signature_required'])
    const signed = await api(mainApp()).post(`/bookings/${made.id}/accept-terms`, {
      token,
      signatureName: 'Éloïse Côté',
      termsHash,
    })
    expect(signed.status).toBe(200)
    const { agreement } = await signed.json()
    expect(agreement).toMatchObject({ signatureName: 'Éloïse Côté' })
    expect(agreement.documentNumber).toMatch(/^A-\d{4}-\d{5}$/)
    expect((await intent()).status).toBe(200)
    const stored = await payload.findByID({ collection: 'bookings', id: made.id, depth: 0 })
    expect(stored.agreement?.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored.agreement?.ip).toBeTruthy()
  })

  it('the agreement PDF prints the terms as signed, even after the terms are edited', async () => {
    const staff = await staffApi()
    const payload = await testPayload()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { slug: { equals: 'terms' } },
      depth: 0,
    })
    const page = docs[0]!
    const marker = `Signed clause ${Date.now()}: the deposit is kept on a late cancellation.`
    const edit = (content: unknown) => staff.patch(`/pages/${page.id}`, { content })
    expect((await edit(paragraph(marker))).status).toBe(200)
    try {
      // Day 728 is this spec's own (quotes.int.spec books 721–727; the cluster's load 704–722).
      const q = await createQuote(staff, { eventDate: ownDays.date(0) })
      const acceptance = await acceptQuote(q)
      const accepted = await acceptance.json()
      expect(acceptance.status, JSON.stringify(accepted)).toBe(200)
      await payDeposit(accepted)
      expect((await edit(paragraph('Completely different terms.'))).status).toBe(200)

      const res = await api(mainApp()).get(
        `/bookings/${accepted.bookingId}/agreement?token=${accepted.token}`,
      )
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'application/pdf'])
      const text = await pdfText(new Uint8Array(await res.arrayBuffer()))
      expect(text).toContain(marker)
      expect(text).not.toContain('Completely different terms.')
      expect(text).toContain('Ada Lovelace')
      const booking = await payload.findByID({
        collection: 'bookings',
        id: accepted.bookingId,
        depth: 1,
      })
      const version = booking.agreement?.termsVersion as { text: string; hash: string }
      expect(version.text).toBe(marker)
      expect(booking.agreement?.hash).toBe(version.hash)
      expect(text).toContain(booking.agreement!.documentNumber!)
      // The event and the total as stored, in words and dollars (never raw values).
      expect(text).toContain(formatDateLong(booking.eventDate))
      expect(text).toContain(formatTimeLabel(booking.eventTime))
      expect(text).toContain(formatCad(booking.totalCents ?? 0))
      // Staff download the same document; a wrong token reads like no booking.
      expect((await staff.get(`/bookings/${accepted.bookingId}/agreement`)).status).toBe(200)
      const wrong = await api(mainApp()).get(`/bookings/${accepted.bookingId}/agreement?token=x`)
      expect(wrong.status).toBe(404)
    } finally {
      await edit(page.content)
    }
  })
})
