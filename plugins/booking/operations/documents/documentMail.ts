import type { Block } from '@email'
import { renderDocumentPdf } from '../../documents/renderDocumentPdf'
import { documentView, type DocumentRecord } from '../../presenters/documentView'

/** The printable page of one document, behind the booking's token like the manage page. */
export const documentPageUrl = (
  siteUrl: string,
  bookingId: number,
  token: string,
  number: string,
) =>
  `${siteUrl}/booking/document?booking_id=${bookingId}&token=${encodeURIComponent(token)}&number=${number}`

/** For a payment's email: a link to each document's page and each as an attached PDF. */
export async function documentMail(args: {
  documents: DocumentRecord[]
  siteUrl: string
  bookingId: number
  token: string
}) {
  const { documents, siteUrl, bookingId, token } = args
  if (!documents.length) return { blocks: [] as Block[], attachments: [], failed: 0 }
  const views = documents.map(documentView)
  const blocks: Block[] = [
    { heading: views.length > 1 ? 'Your receipts' : `Your ${views[0].title.toLowerCase()}` },
    `Attached as PDF${views.length > 1 ? 's' : ''}, and printable from these links:`,
    ...views.map((v): Block => ({
      link: [`${v.title} ${v.number}`, documentPageUrl(siteUrl, bookingId, token, v.number)],
    })),
  ]
  // A PDF that cannot be drawn must not cost the customer the email: the link still works.
  const rendered = await Promise.allSettled(
    views.map(async (v) => ({
      filename: `${v.number}.pdf`,
      content: await renderDocumentPdf(v),
      contentType: 'application/pdf',
    })),
  )
  const attachments = rendered.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []))
  return { blocks, attachments, failed: rendered.length - attachments.length }
}
