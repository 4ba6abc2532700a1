import type { DocumentLink, PublicBooking } from '@booking/contract'

import { ui } from '@/components/ui/ui'
import { Section } from '../success/Section'

/**
 * The signed agreement (its PDF) and the receipts, credit notes and invoices (each opens its
 * printable page with a PDF download): on the manage page and the confirmation.
 */
export function DocumentsSection({
  bookingId,
  token,
  documents,
  agreement = null,
  addenda = [],
}: {
  bookingId: number
  token: string
  documents: DocumentLink[]
  agreement?: PublicBooking['agreement']
  addenda?: PublicBooking['addenda']
}) {
  if (!documents.length && !agreement) return null
  const t = encodeURIComponent(token)
  const href = (number: string) =>
    `/booking/document?booking_id=${bookingId}&token=${t}&number=${number}`
  return (
    <Section title={agreement ? 'Agreement and receipts' : 'Receipts and invoices'}>
      <ul className="grid gap-2 text-stone-800" data-testid="booking-documents">
        {agreement && (
          <li className="flex flex-wrap justify-between gap-x-4">
            <a href={`/api/bookings/${bookingId}/agreement?token=${t}`} className={ui.link}>
              Signed agreement {agreement.documentNumber} (PDF)
            </a>
            <span className="text-stone-700">signed by {agreement.signatureName}</span>
          </li>
        )}
        {/* Each addendum under the agreement (issue 49); the agreement's PDF stays as signed. */}
        {addenda.map((a) => (
          <li key={a.number} className="flex flex-wrap justify-between gap-x-4">
            <a
              href={`/api/bookings/${bookingId}/agreement?token=${t}&addendum=${a.number}`}
              className={ui.link}
            >
              Addendum {a.number} (PDF)
            </a>
            <span className="text-stone-700">
              {a.acceptedName ? `accepted by ${a.acceptedName}` : 'awaiting your acceptance'}
            </span>
          </li>
        ))}
        {documents.map((d) => (
          <li key={d.number} className="flex flex-wrap justify-between gap-x-4">
            <a href={href(d.number)} className={ui.link}>
              {d.title} {d.number}
            </a>
            <span className="text-stone-700">
              {d.date} · {d.amount}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  )
}
