import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { dateInDays } from '../helpers/booking'
import { confirm, payCard } from '../helpers/moneyPaths'
import { testPayload } from '../helpers/payload'
import { api, holdUnsigned, mainApp, visitorIp } from '../helpers/payments'
import { withTerms } from '../helpers/quotes'
import { SG_DAYS } from '../helpers/signature'
import { staffApi } from '../helpers/staff'
import { moneyOf } from '@kernel'

const BROWSER = 'Mozilla/5.0 (sg wizard signature test)'
const intentFor = (b: { id: number; accessToken: string }) =>
  api(mainApp()).post('/create-payment-intent', {
    bookingId: b.id,
    token: b.accessToken,
    paymentType: 'full',
  })

describe("the wizard's typed signature", () => {
  it('refuses payment before the customer signs: a 409 and nothing charged', async () => {
    const held = await holdUnsigned(mainApp(), { eventDate: dateInDays(SG_DAYS.unsigned) })
    const refused = await intentFor(held)
    const body = await refused.json()
    expect([refused.status, body.code]).toEqual([409, 'terms_unsigned'])
    expect(body.error ?? body.message).toMatch(/sign the agreement/)
    // The old tick alone (no name) still does not allow payment.
    const ticked = await api(mainApp()).post(`/bookings/${held.id}/accept-terms`, {
      token: held.accessToken,
    })
    expect(ticked.status).toBe(200)
    expect((await intentFor(held)).status).toBe(409)
    const payload = await testPayload()
    const booking = await payload.findByID({ collection: 'bookings', id: held.id, depth: 0 })
    expect([booking.status, booking.paymentIntentId ?? null, booking.amountPaidCents ?? 0]).toEqual(
      ['pending_payment', null, 0],
    )
    const payments = await payload.find({
      collection: 'payments',
      where: { booking: { equals: held.id } },
      depth: 0,
    })
    expect(payments.totalDocs).toBe(0)
  })

  it('stores the name, version, hash, time, IP, browser and an A-number; the PDF keeps the signed text', async () => {
    const staff = await staffApi()
    const marker = `Wizard clause ${Date.now()}: 25% is kept on a late cancellation.`
    // Digital Plus in Winnipeg: $299.00.
    const held = await holdUnsigned(mainApp(), {
      packageId: 2,
      eventDate: dateInDays(SG_DAYS.signed),
    })
    const ip = visitorIp()
    await withTerms(staff, marker, async () => {
      const terms = await (await api(mainApp()).get('/terms-version')).json()
      expect(terms.text).toBe(marker)
      const signed = await fetch(`${mainApp()}/api/bookings/${held.id}/accept-terms`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': ip,
          'User-Agent': BROWSER,
        },
        body: JSON.stringify({
          token: held.accessToken,
          signatureName: '  Zoë Brûlé  ',
          termsHash: terms.hash,
        }),
      })
      expect(signed.status).toBe(200)
      const intent = await (await intentFor(held)).json()
      expect(intent.amount).toEqual(moneyOf(29900))
      expect((await payCard(intent)).status).toBe(200)
      expect((await confirm(held.id, intent)).status).toBe(200)
    })
    // The terms are edited back (withTerms restores them): the booking keeps what it signed.
    const payload = await testPayload()
    const b = await payload.findByID({ collection: 'bookings', id: held.id, depth: 1 })
    const version = b.agreement?.termsVersion as { text: string; hash: string; version: string }
    expect(b.status).toBe('confirmed')
    expect(version.text).toBe(marker)
    expect(b.agreement).toMatchObject({
      signatureName: 'Zoë Brûlé',
      hash: version.hash,
      version: version.version,
      ip,
      userAgent: BROWSER,
    })
    expect(b.agreement?.documentNumber).toMatch(/^A-\d{4}-\d{5}$/)
    expect(Date.parse(b.agreement?.signedAt ?? '')).toBeGreaterThan(Date.now() - 120_000)
    // The old checkbox's fields stay consistent: accepted when signed, the signed version.
    expect([b.termsAcceptedAt, b.termsVersion]).toEqual([b.agreement?.signedAt, version.version])
    const snapshot = await (
      await api(mainApp()).get(`/bookings/${held.id}?token=${held.accessToken}`)
    ).json()
    expect(snapshot.agreement).toMatchObject({
      signatureName: 'Zoë Brûlé',
      documentNumber: b.agreement?.documentNumber,
    })
    const pdf = await api(mainApp()).get(`/bookings/${held.id}/agreement?token=${held.accessToken}`)
    expect(pdf.status).toBe(200)
    const doc = await getDocumentProxy(new Uint8Array(await pdf.arrayBuffer()))
    const { text } = await extractText(doc, { mergePages: true })
    expect(text).toContain(marker)
    expect(text).toContain('Zoë Brûlé')
  })
})
