// Issue 49, point 2: a change after signing never rewrites the agreement; it makes one numbered
// addendum, accepted on the manage page by typing the name again (name and time recorded).
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'

import { formatCad, formatDateLong } from '@kernel'

import { fileDays } from '../helpers/fileDays'
import { bookWithDemoPlan } from '../helpers/paymentPlans'
import { testPayload } from '../helpers/payload'
import { api, mainApp } from '../helpers/payments'
import { manage } from '../helpers/selfService'

const days = fileDays('agreementAddenda.int')

const pdfText = async (res: Response) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), {
      mergePages: true,
    })
  ).text.replace(/\s+/g, ' ')

type Addendum = { number: string; acceptedAt: string | null; acceptedName: string | null }

describe('an addendum for a change after signing (issue 49)', () => {
  it('a reschedule makes one addendum; the agreement PDF keeps its total and date; acceptance records the typed name and time', async () => {
    const b = await bookWithDemoPlan({ saveCard: true, days: [days.offset(0), 1] })
    const payload = await testPayload()
    const before = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    const number = before.agreement!.documentNumber!
    expect((before.agreement as { addenda?: unknown }).addenda ?? []).toEqual([])

    const moved = await manage().reschedule(b.id, b.accessToken, days.date(2), before.eventTime)
    expect(moved.status).toBe(200)
    const after = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    const addenda = (after.agreement as { addenda: Addendum[] }).addenda
    expect(addenda.map((a) => [a.number, a.acceptedAt, a.acceptedName])).toEqual([
      [`${number}-1`, null, null],
    ])
    // The move's own history entry stays the last: the addendum is on the agreement, not a step.
    expect(after.history?.at(-1)?.action).toMatch(/^Rescheduled/)

    const t = encodeURIComponent(b.accessToken)
    const original = await pdfText(
      await api(mainApp()).get(`/bookings/${b.id}/agreement?token=${t}`),
    )
    const [signed] = original.split('Addenda (each a separate document)')
    expect(signed).toContain(`${formatDateLong(before.eventDate)} at`)
    expect(signed).not.toContain(formatDateLong(days.date(2)))
    expect(signed).toContain(`Total (taxes included): ${formatCad(before.totalCents!)}`)

    const addendumRes = await api(mainApp()).get(
      `/bookings/${b.id}/agreement?token=${t}&addendum=${number}-1`,
    )
    expect(addendumRes.status).toBe(200)
    const addendum = await pdfText(addendumRes)
    expect(addendum).toContain(`${number}-1 · to agreement ${number}`)
    expect(addendum).toContain(`${formatDateLong(days.date(2))} at`)
    expect(addendum).toContain(
      `Date: ${formatDateLong(before.eventDate)} → ${formatDateLong(days.date(2))}`,
    )
    expect(addendum).toContain("Awaiting the customer's acceptance.")

    // A wrong token is a 404; a name of one letter is refused; then it is accepted once.
    const accept = (body: Record<string, unknown>) =>
      api(mainApp()).post(`/bookings/${b.id}/accept-addendum`, {
        token: b.accessToken,
        number: `${number}-1`,
        ...body,
      })
    expect((await accept({ token: 'nope', signatureName: 'Pat Doe' })).status).toBe(404)
    expect((await accept({ signatureName: 'P' })).status).toBe(400)
    const t0 = Date.now()
    const ok = await accept({ signatureName: '  Pat Doe ' })
    expect(ok.status).toBe(200)
    expect((await ok.json()).addendum.acceptedName).toBe('Pat Doe')
    const accepted = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    const [a] = (accepted.agreement as { addenda: Addendum[] }).addenda
    expect(a!.acceptedName).toBe('Pat Doe')
    expect(accepted.history?.at(-1)).toMatchObject({
      action: `Addendum ${number}-1 accepted`,
      note: 'Accepted by typing their name: Pat Doe',
    })
    expect(Math.abs(Date.parse(a!.acceptedAt!) - t0)).toBeLessThan(10_000)
    // The agreement's signature is untouched; accepting again changes nothing.
    expect(accepted.agreement!.signedAt).toBe(before.agreement!.signedAt)
    expect((await accept({ signatureName: 'Someone Else' })).status).toBe(200)
    const again = await payload.findByID({ collection: 'bookings', id: b.id, depth: 0 })
    expect((again.agreement as { addenda: Addendum[] }).addenda).toEqual(
      (accepted.agreement as { addenda: Addendum[] }).addenda,
    )
    const acceptedPdf = await pdfText(
      await api(mainApp()).get(`/bookings/${b.id}/agreement?token=${t}&addendum=${number}-1`),
    )
    expect(acceptedPdf).toContain('Accepted by typing their full name: Pat Doe')
  })
})
