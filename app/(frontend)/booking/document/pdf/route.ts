import { renderDocumentPdf } from '@booking/server'

import { getOwnedDocument } from '@/lib/cms/getOwnedDocument'

/** The document's PDF, behind the booking's token like its page; 404 for anything else. */
export async function GET(request: Request) {
  const params = Object.fromEntries(new URL(request.url).searchParams)
  const found = await getOwnedDocument(params)
  if (!found) return new Response('Not found', { status: 404 })
  const pdf = await renderDocumentPdf(found.view)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${found.number}.pdf"`,
      'Cache-Control': 'private, no-store',
      'Referrer-Policy': 'no-referrer',
    },
  })
}
