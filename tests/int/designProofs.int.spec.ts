import { describe, expect, it } from 'vitest'

import { bookingBody, dateInDays, post } from '../helpers/booking'
import { fileDays } from '../helpers/fileDays'
import { baseURL, testPayload } from '../helpers/payload'
import { waitForMail } from '../helpers/mailCapture'
import { bookingDoc, staffApi } from '../helpers/staff'

// The smallest valid PNG: one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

async function upload(headers: Record<string, string>, bookingId: number, text?: string) {
  const form = new FormData()
  const file = text
    ? new Blob([text], { type: 'text/plain' })
    : new Blob([PNG], { type: 'image/png' })
  form.append('file', file, `proof-${Date.now()}.${text ? 'txt' : 'png'}`)
  form.append('_payload', JSON.stringify({ booking: bookingId }))
  return fetch(`${baseURL()}/api/design-proofs`, {
    method: 'POST',
    headers: { Authorization: headers.Authorization },
    body: form,
  })
}

const design = (id: number, token: string) =>
  fetch(`${baseURL()}/api/bookings/${id}/design?token=${encodeURIComponent(token)}`)

describe('design proofs', () => {
  it('staff upload, the customer approves on the manage page; locked 3 days before; never public', async () => {
    const staff = await staffApi()
    const res = await post(
      '/bookings',
      bookingBody({ eventDate: fileDays('designProofs.int').date(0) }),
    )
    const { id, accessToken } = (await res.json()) as { id: number; accessToken: string }

    expect((await design(id, accessToken)).status).toBe(200)
    expect((await (await design(id, accessToken)).json()).proof).toBeNull()
    const up = await upload(staff.headers, id)
    expect(up.status).toBe(201)
    // Its file sits under the media folder, but the public media route never serves it.
    const { doc } = (await up.json()) as { doc: { filename: string } }
    const viaMedia = `${baseURL()}/api/media/file/design-proofs%2F${encodeURIComponent(doc.filename)}`
    expect((await fetch(viaMedia)).status).toBe(404)
    const text = await (await upload(staff.headers, id, 'not an image')).text()
    expect(text).not.toContain('"doc"') // a non-image is refused

    const seen = await (await design(id, accessToken)).json()
    expect(seen).toMatchObject({ locked: false, proof: { status: 'awaiting_customer' } })
    const image = await fetch(`${baseURL()}${seen.proof.fileUrl}&token=${accessToken}`)
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png'])
    // Without the token, or with another booking's: nothing.
    expect((await fetch(`${baseURL()}${seen.proof.fileUrl}`)).status).toBe(404)
    expect((await design(id, 'x'.repeat(40))).status).toBe(404)
    expect((await fetch(`${baseURL()}/api/design-proofs`)).status).toBe(403)

    // The customer is emailed, in every email's layout, with a button to their booking page.
    const { email, reference } = await bookingDoc(id)
    const told = await waitForMail(email, /print design is ready to approve/)
    expect(told.subject).toContain(reference!)
    const manage = told.text.match(/Open your booking page: (\S+)/)?.[1]
    expect(manage).toMatch(/\/booking\/manage\?/)
    expect(told.html).toContain(`href="${manage!.replaceAll('&', '&amp;')}"`)

    const changes = await post(`/bookings/${id}/design`, {
      token: accessToken,
      decision: 'changes',
      comment: 'Spell it Aimée, please',
    })
    expect(changes.status).toBe(200)
    expect((await changes.json()).proof.status).toBe('changes_requested')
    // The business hears it, with the comment and a link to the booking in the admin.
    const business = (await testPayload().then((p) => p.findGlobal({ slug: 'site-settings' })))
      .email
    const asked = await waitForMail(business, new RegExp(`: ${reference}$`))
    expect(asked.text).toContain('asked for changes to the print design')
    expect(asked.text).toContain('Their comment: Spell it Aimée, please')
    expect(asked.text).toContain(`/admin/collections/bookings/${id}`)
    const nothingWaiting = await post(`/bookings/${id}/design`, {
      token: accessToken,
      decision: 'approve',
    })
    expect([nothingWaiting.status, (await nothingWaiting.json()).code]).toEqual([
      409,
      'no_proof_waiting',
    ])

    await upload(staff.headers, id)
    const approved = await post(`/bookings/${id}/design`, {
      token: accessToken,
      decision: 'approve',
    })
    expect((await approved.json()).proof.status).toBe('approved')
    const history = (await bookingDoc(id)).history!.map((h) => h.action)
    expect(history).toEqual(expect.arrayContaining(['Design changes asked', 'Design approved']))

    // A new version 3 days before the event: the customer can no longer answer it.
    const payload = await testPayload()
    const eventDate = (await bookingDoc(id)).eventDate
    await payload.update({ collection: 'bookings', id, data: { eventDate: dateInDays(3) } })
    try {
      await upload(staff.headers, id)
      expect((await (await design(id, accessToken)).json()).locked).toBe(true)
      const late = await post(`/bookings/${id}/design`, { token: accessToken, decision: 'approve' })
      expect([late.status, (await late.json()).code]).toEqual([409, 'design_locked'])
    } finally {
      await payload.update({ collection: 'bookings', id, data: { eventDate } })
    }
  })
})
