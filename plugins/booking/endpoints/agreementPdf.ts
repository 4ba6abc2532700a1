import { defineEndpoint } from '@server-kit'

import { renderTextPdf } from '../documents/renderTextPdf'
import { bookingErrors } from '../messages'
import { readBooking } from '../operations/records/readBooking'
import { addendaOf } from '../presenters/addenda'
import { addendumPdfView } from '../presenters/addendumPdfView'
import { agreementPdfView } from '../presenters/agreementPdfView'
import { bookingId } from './bookingId'

/**
 * GET /api/bookings/:id/agreement?token= — the signed agreement's PDF, from the terms version the
 * booking signed (never the current text); with &addendum=<number>, that addendum's PDF. The
 * owner with the token, or staff; else 404.
 */
export const agreementPdfEndpoint = defineEndpoint({
  path: '/:id/agreement',
  method: 'get',
  // Rendering a PDF is not a cheap read: counted per client in Postgres across servers.
  rateLimit: { name: 'agreement-pdf', points: 20, durationSeconds: 60 },
  errors: bookingErrors,
  run: async ({ req, params }) => {
    const id = bookingId(params)
    if (typeof id !== 'number') return id
    const token = typeof req.query?.token === 'string' ? req.query.token : ''
    const found = await readBooking({ req, id, token, depth: 0 })
    if (!found.ok) return found
    const booking = found.view === 'staff' ? found.doc : found.booking
    const termsId = booking.agreement?.termsVersion
    if (!termsId || !booking.agreement?.documentNumber) return { ok: false, code: 'not_found' }
    // ?addendum=A-2026-00008-1: that addendum's PDF; the agreement's own stays as signed.
    const wanted = typeof req.query?.addendum === 'string' ? req.query.addendum : null
    const addendum = wanted ? addendaOf(booking).find((a) => a.number === wanted) : null
    if (wanted && !addendum) return { ok: false, code: 'not_found' }
    const view = addendum
      ? addendumPdfView(booking, addendum)
      : agreementPdfView(
          booking,
          await req.payload.findByID({
            collection: 'terms-versions',
            id: typeof termsId === 'object' ? termsId.id : termsId,
            depth: 0,
            req,
          }),
        )
    const pdf = await renderTextPdf(view)
    const filename = addendum?.number ?? booking.agreement.documentNumber
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${filename}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
})
