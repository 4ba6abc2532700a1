import { formatInstant } from '@kernel/time'
import { formatCad, formatDateLong, formatTimeLabel } from '@kernel'

import type { Booking } from '../types'
import type { TextPdf } from '../documents/renderTextPdf'
import type { TermsVersion } from '../results'
import { planSentence } from '../core/scheduleWords'
import { agreedFacts, agreedOf, type AgreedTerms } from './agreedTerms'
import { changesSinceSigning } from './changesSinceSigning'
import { addendaOf } from './addenda'

export const when = (t: Pick<AgreedTerms, 'eventDate' | 'eventTime' | 'address'>) =>
  `${formatDateLong(t.eventDate)} at ${formatTimeLabel(t.eventTime)} (Winnipeg time), ${t.address}`

/** The schedule and the authorisation, as they were agreed with the first payment. */
export function paymentSection(agreed: AgreedTerms) {
  const plan = agreed.plan
  if (!plan) return { heading: 'Payment', text: 'Chosen with the first payment (not made yet).' }
  const parts = plan.parts.map((p) => `• ${formatDateLong(p.dueDate)}: ${formatCad(p.amountCents)}`)
  const auto = plan.autopay
    ? `Automatic payments authorised (version ${plan.autopay.version}): ${plan.autopay.wording}`
    : 'Automatic payments: not authorised. Each payment is made by the customer.'
  return {
    heading: 'Payment schedule',
    text: [`${planSentence(plan.kind, plan.parts)}.`, ...parts, '', auto].join('\n'),
  }
}

/**
 * The agreement PDF (issue 49): the facts, schedule and authorisation exactly as signed (frozen
 * in the agreement), the terms text as signed and the signature block; what changed since is
 * listed after it, marked as not part of what was signed.
 */
export function agreementPdfView(booking: Booking, terms: TermsVersion): TextPdf {
  const a = booking.agreement!
  // Agreements signed before the terms were frozen read the booking, and say so.
  const frozen = agreedOf(booking)
  const agreed = frozen ?? agreedFacts(booking)
  const changes = frozen ? changesSinceSigning(frozen, booking) : []
  return {
    title: 'Photo booth rental agreement',
    subtitle: `${a.documentNumber} · booking ${booking.reference}`,
    facts: [
      ['Customer', `${booking.firstName} ${booking.lastName} (${booking.email})`],
      ['Event', when(agreed)],
      ['Package', agreed.packageName],
      ...(agreed.backdropName ? [['Backdrop', agreed.backdropName] as [string, string]] : []),
      ...agreed.lines.map((l): [string, string] => [l.label, formatCad(l.amountCents)]),
      ['Total (taxes included)', formatCad(agreed.totalCents)],
    ],
    sections: [
      ...(frozen ? [paymentSection(frozen)] : []),
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
          ...(frozen
            ? []
            : ['(Signed before agreed facts were kept: the facts above are current.)']),
        ].join('\n'),
      },
      ...(addendaOf(booking).length
        ? [
            {
              heading: 'Addenda (each a separate document)',
              text: addendaOf(booking)
                .map((x) => `${x.number}: ${x.acceptedAt ? 'accepted' : 'awaiting acceptance'}`)
                .join('\n'),
            },
          ]
        : []),
      ...(changes.length
        ? [
            {
              heading: 'Changes after signing (not part of the signed agreement)',
              text: changes.join('\n'),
            },
          ]
        : []),
    ],
  }
}
