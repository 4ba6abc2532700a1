import type { DocumentLink } from '@booking/client'

import { ui } from '@/components/ui/ui'
import { Section } from '../success/Section'

/** Receipts, credit notes and invoices: each opens its printable page (with a PDF download). */
export function DocumentsSection({
  bookingId,
  token,
  documents,
}: {
  bookingId: number
  token: string
  documents: DocumentLink[]
}) {
  if (!documents.length) return null
  const href = (number: string) =>
    `/booking/document?booking_id=${bookingId}&token=${encodeURIComponent(token)}&number=${number}`
  return (
    <Section title="Receipts and invoices">
      <ul className="grid gap-2 text-stone-800">
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
