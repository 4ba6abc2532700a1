import { formatInstant } from '@kernel/time'
import { formatCad, formatDateLong, formatTimeLabel } from '@kernel'

import type { Booking } from '../types'
import type { TextPdf } from '../documents/renderTextPdf'
import type { TermsVersion } from '../results'

/** The agreement PDF: the booking, the terms text exactly as signed, and the signature block. */
export function agreementPdfView(booking: Booking, terms: TermsVersion): TextPdf {
  const a = booking.agreement!
  const pkg = (booking.snapshot as { package?: { name?: string } } | null)?.package?.name ?? ''
  return {
    title: 'Photo booth rental agreement',
    subtitle: `${a.documentNumber} · booking ${booking.reference}`,
    facts: [
      ['Customer', `${booking.firstName} ${booking.lastName} (${booking.email})`],
      [
        'Event',
        `${formatDateLong(booking.eventDate)} at ${formatTimeLabel(booking.eventTime)} (Winnipeg time), ${booking.address ?? ''}`,
      ],
      ['Package', pkg],
      ['Total (taxes included)', formatCad(booking.totalCents ?? 0)],
    ],
    sections: [
      { heading: terms.title ?? 'Terms and conditions', text: terms.text },
      {
        heading: 'Signature',
        text: [
          `Signed by typing their full name: ${a.signatureName}`,
          `Signed at: ${formatInstant(a.signedAt!, 'dateTime')} (Winnipeg time)`,
          `Terms version: ${a.version}`,
          `Terms SHA-256: ${a.hash}`,
          `IP address: ${a.ip ?? ''}`,
          `Browser: ${a.userAgent ?? ''}`,
        ].join('\n'),
      },
    ],
  }
}
