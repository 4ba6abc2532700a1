// Issue 36's review findings: the terms read are the terms signed, first signatures at once,
// per-client limits on signing and on the agreement PDF, and a bad lead id.
// Days 662–679 are this file's (cluster.int.spec holds 657–661 at 10:00; nothing else books here).
import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'

import { tokenFor } from '../../plugins/booking/operations/records/bookingToken'

import { testPayload } from '../helpers/payload'
import { api, mainApp } from '../helpers/payments'
import { acceptQuote, createQuote, quoteBody, shownTermsHash, withTerms } from '../helpers/quotes'
import { phoneBooking, staffApi } from '../helpers/staff'
import { visitorIp } from '../helpers/visitorIp'
import { fileDays } from '../helpers/fileDays'

const ownDays = fileDays('quotes.review.int')

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex')

/** A phone booking on this file's `day` at `time` and the token its payment link carries. */
async function staffBooking(day: number, time: string) {
  const made = await phoneBooking(await staffApi(), {
    eventDate: ownDays.date(day),
    eventTime: time,
  })
  const payload = await testPayload()
  const booking = await payload.findByID({ collection: 'bookings', id: made.id, depth: 0 })
  return { id: made.id, token: tokenFor(payload.secret, booking) }
}

const sign = (b: { id: number; token: string }, termsHash: unknown, ip = visitorIp()) =>
  api(mainApp(), ip).post(`/bookings/${b.id}/accept-terms`, {
    token: b.token,
    signatureName: 'Grace Hopper',
    termsHash,
  })

describe('the terms the customer read are the terms signed', () => {
  it('a quote accepted with terms changed since the page opened is refused (409) until reread', async () => {
    const staff = await staffApi()
    const q = await createQuote(staff, { eventDate: ownDays.date(0) })
    const shown = await shownTermsHash(q)
    const missing = await acceptQuote(q, { termsHash: undefined })
    expect([missing.status, (await missing.json()).field]).toEqual([400, 'termsHash'])
    await withTerms(staff, `Clause changed at ${Date.now()}: read me again.`, async () => {
      const stale = await acceptQuote(q, { termsHash: shown })
      const body = await stale.json()
      expect([stale.status, body.code]).toEqual([409, 'terms_changed'])
      expect(body.message).toMatch(/read it again/)
      const quote = await (await testPayload()).findByID({ collection: 'quotes', id: q.id })
      expect([quote.status, quote.booking ?? null]).toEqual(['sent', null])
      const reread = await shownTermsHash(q)
      expect(reread).not.toBe(shown)
      const ok = await acceptQuote(q, { termsHash: reread })
      expect(ok.status).toBe(200)
      const booking = await (
        await testPayload()
      ).findByID({
        collection: 'bookings',
        id: (await ok.json()).bookingId,
        depth: 0,
      })
      expect(booking.agreement?.hash).toBe(reread)
    })
  })

  it("a phone booking's signature with a stale hash is refused and leaves it unsigned", async () => {
    const b = await staffBooking(9, '09:00')
    const { hash } = await (await api(mainApp()).get('/terms-version')).json()
    await withTerms(await staffApi(), `Another clause ${Date.now()}.`, async () => {
      const stale = await sign(b, hash)
      expect([stale.status, (await stale.json()).code]).toEqual([409, 'terms_changed'])
      const stored = await (await testPayload()).findByID({ collection: 'bookings', id: b.id })
      expect(stored.agreement?.documentNumber ?? null).toBeNull()
      const noHash = await api(mainApp()).post(`/bookings/${b.id}/accept-terms`, {
        token: b.token,
        signatureName: 'Grace Hopper',
      })
      expect([noHash.status, (await noHash.json()).field]).toEqual([400, 'termsHash'])
    })
  })

  it('twenty first signatures of new terms at once: all signed, one version kept, no 5xx', async () => {
    // Five days at once, each day's four in turn (two booths at 9:00 AM and at 4:00 PM).
    const days = await Promise.all(
      [3, 4, 5, 6, 7].map(async (day) => {
        const made: { id: number; token: string }[] = []
        for (const time of ['09:00', '09:00', '16:00', '16:00'])
          made.push(await staffBooking(day, time))
        return made
      }),
    )
    const bookings = days.flat()
    const marker = `Terms first signed at ${Date.now()} by twenty customers at once.`
    await withTerms(await staffApi(), marker, async () => {
      const results = await Promise.all(bookings.map((b) => sign(b, sha256(marker))))
      const bodies = await Promise.all(results.map((r) => r.json()))
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(200))
      expect(new Set(bodies.map((b) => b.agreement.documentNumber)).size).toBe(20)
      const payload = await testPayload()
      const kept = await payload.count({
        collection: 'terms-versions',
        where: { hash: { equals: sha256(marker) } },
      })
      expect(kept.totalDocs).toBe(1)
    })
  }, 300_000) // twenty bookings made first: slow on a loaded machine
})

describe('per-client limits on signing and on the agreement PDF', () => {
  it('the 21st signature or PDF in a minute from one client is refused (429); another client is not', async () => {
    const b = await staffBooking(8, '09:00')
    const { hash } = await (await api(mainApp()).get('/terms-version')).json()
    const ip = visitorIp()
    // All at once, so the minute cannot run out on a slow machine before the 21st.
    const signs = await Promise.all(Array.from({ length: 21 }, () => sign(b, hash, ip)))
    expect(signs.map((r) => r.status).sort()).toEqual([...Array(20).fill(200), 429])
    expect((await sign(b, hash)).status).toBe(200)

    const pdf = (from: string) =>
      api(mainApp(), from).get(`/bookings/${b.id}/agreement?token=${b.token}`)
    const reader = visitorIp()
    const pdfs = await Promise.all(
      Array.from({ length: 21 }, async () => {
        const res = await pdf(reader)
        await res.arrayBuffer()
        return res.status
      }),
    )
    expect(pdfs.sort()).toEqual([...Array(20).fill(200), 429])
    expect((await pdf(visitorIp())).status).toBe(200)
  }, 180_000)
})

describe('a quote for a lead that is not there', () => {
  it('answers 4xx naming leadId, never 500', async () => {
    const staff = await staffApi()
    for (const leadId of ['abc', '12x', -1, 999_999_999]) {
      const res = await staff.post('/quotes', quoteBody({ eventDate: ownDays.date(1), leadId }))
      const body = await res.json()
      expect([leadId, res.status < 500, res.status >= 400, body.field]).toEqual([
        leadId,
        true,
        true,
        'leadId',
      ])
    }
    const missing = await staff.post(
      '/quotes',
      quoteBody({ eventDate: ownDays.date(1), leadId: 999_999 }),
    )
    expect([missing.status, (await missing.json()).code]).toEqual([422, 'lead_unknown'])
  })
})
