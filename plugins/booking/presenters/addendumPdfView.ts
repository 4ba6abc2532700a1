import { formatInstant } from '@kernel/time'
import { formatCad } from '@kernel'

import type { Booking } from '../types'
import type { TextPdf } from '../documents/renderTextPdf'
import type { Addendum } from './addenda'
import { paymentSection, when } from './agreementPdfView'

/**
 * An addendum's PDF (issue 49): what it changes, the terms as they stand with it, and its
 * acceptance (the typed name and the time) or that it awaits it. The agreement itself is
 * unchanged: its own PDF still prints what was signed.
 */
export function addendumPdfView(booking: Booking, addendum: Addendum): TextPdf {
  const t = addendum.terms
  const agreement = booking.agreement?.documentNumber ?? ''
  return {
    title: 'Addendum to the photo booth rental agreement',
    subtitle: `${addendum.number} · to agreement ${agreement} · booking ${booking.reference}`,
    facts: [
      ['Customer', `${booking.firstName} ${booking.lastName} (${booking.email})`],
      ['Event', when(t)],
      ['Package', t.packageName],
      ...(t.backdropName ? [['Backdrop', t.backdropName] as [string, string]] : []),
      ...t.lines.map((l): [string, string] => [l.label, formatCad(l.amountCents)]),
      ['Total (taxes included)', formatCad(t.totalCents)],
    ],
    sections: [
      { heading: 'What this addendum changes', text: addendum.changes.join('\n') },
      ...(t.plan ? [paymentSection(t)] : []),
      {
        heading: 'Everything else',
        text: `The terms and conditions of agreement ${agreement}, as signed, still apply.`,
      },
      {
        heading: 'Acceptance',
        text: [
          `Made on: ${formatInstant(addendum.createdAt, 'dateTime')} (Winnipeg time)`,
          addendum.acceptedAt
            ? `Accepted by typing their full name: ${addendum.acceptedName}\nAccepted at: ${formatInstant(addendum.acceptedAt, 'dateTime')} (Winnipeg time)`
            : "Awaiting the customer's acceptance.",
        ].join('\n'),
      },
    ],
  }
}
