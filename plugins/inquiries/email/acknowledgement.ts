// The customer's copy of a request (issue 49): every form answered in the inbox too, with what
// was asked, when to expect an answer and the business's phone. Pure: the site block comes in.
import { renderEmail, type Block, type EmailSite, type RenderedEmail } from '@email'

import type { InquiryInput, InquiryKind } from '../schemas'

const WHAT: Record<InquiryKind, string> = {
  contact: 'your message',
  custom_quote: 'your custom quote request',
  accommodation: 'your booking assistance request',
  outside_area: 'your request for an event outside our usual service area',
  accessibility: 'your accessibility feedback',
}

/** When an answer comes, in the words the form's confirmation already uses (messages.ts). */
const WHEN: Record<InquiryKind, string> = {
  contact: "We'll get back to you soon.",
  custom_quote: 'We will contact you within 24 hours with a customized quote.',
  accommodation: 'We will contact you within 24 hours.',
  outside_area: 'We will contact you within 24 hours with a customized quote.',
  accessibility:
    'We read every message about accessibility and will reply within two business days.',
}

/** A visitor's text is quoted, never trusted: bounded so the copy cannot carry a long letter. */
const MAX_QUOTED = 400
const quoted = (s: string) => (s.length > MAX_QUOTED ? `${s.slice(0, MAX_QUOTED)}…` : s)

export function acknowledgementEmail(input: InquiryInput, site: EmailSite): RenderedEmail {
  const rows: [string, string][] = [
    ['Package', input.packageName],
    ['Date', input.requestedDate],
    ['Time', input.requestedTime],
    ['Event address', input.address],
    ['Document wanted', input.accessibleDocument],
    ['Message', input.message ? quoted(input.message) : undefined],
  ].filter((r): r is [string, string] => Boolean(r[1]))
  const blocks: Block[] = [
    `Hi ${input.name}, thank you: ${site.businessName} received ${WHAT[input.kind]}.`,
    WHEN[input.kind],
    ...(rows.length ? ([{ heading: 'What you sent' }, { rows }] satisfies Block[]) : []),
    `Anything to add, or in a hurry? Call or text ${site.businessPhone}, or reply to this email.`,
  ]
  return renderEmail(`We received ${WHAT[input.kind]}`, blocks)
}
