import { defineEndpoint, parseId } from '@server-kit'

import { renderDocumentPdf } from '../documents/renderDocumentPdf'
import { findDocumentById } from '../operations/documents/findDocument'
import { documentView } from '../presenters/documentView'

/** GET /api/booking-documents/:id/pdf — staff download a receipt, credit note or invoice. */
export const documentPdfEndpoint = defineEndpoint({
  path: '/:id/pdf',
  method: 'get',
  auth: 'staff',
  run: async ({ req, params }) => {
    const id = parseId(params.id)
    const doc = id ? await findDocumentById(req, id) : null
    if (!doc) return { ok: false, code: 'not_found' }
    const pdf = await renderDocumentPdf(documentView(doc))
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${doc.number}.pdf"`,
        'Cache-Control': 'private, no-store',
      },
    })
  },
})
