// What the quote builder says: the server's codes in staff's words, next to the field they name.
import type { EmailDelivery } from '@outbox/contract'

import type { QuoteErrorCode } from '../../contract'

/** Codes that name no field: where the builder shows them. */
const FIELD_OF: Partial<Record<QuoteErrorCode | string, string>> = {
  slot_taken: 'holdBooth',
  too_many_holds: 'holdBooth',
  total_negative: 'lines',
  total_below_minimum: 'lines',
  addon_unknown: 'addOns',
  addon_duplicate: 'addOns',
  addon_not_offered: 'addOns',
  addon_lead_time: 'addOns',
  quantity_invalid: 'addOns',
  selectedAddOns: 'addOns',
  addOnQuantities: 'addOns',
  backdrop_unknown: 'backdropId',
  lead_unknown: 'form',
  expiry_invalid: 'expiresOn',
  quote_accepted: 'form',
}

const STAFF_WORDS: Partial<Record<QuoteErrorCode | string, string>> = {
  slot_taken:
    'No booth is free at this date and time, so it cannot be held. Choose another time, or send the quote without holding the booth.',
  too_many_holds:
    "This customer's quotes and bookings already hold as much booth time as one customer may. Send the quote without holding the booth.",
  expiry_invalid: 'The expiry date must be today or later.',
  lead_unknown: 'The lead this quote answers no longer exists.',
  quote_accepted: 'This quote was accepted: it can no longer be revised.',
  total_below_minimum:
    'The total must be at least $0.50, the least a card payment can be: a $0.00 or $0.01 quote could never be paid. Change the lines so the total is $0.50 or more.',
}

/** Where an error goes (a field key, or 'form') and what it says. */
export function fieldError(code: string, field: string | undefined, message: string) {
  const key = FIELD_OF[code] ?? (field ? (FIELD_OF[field] ?? field) : 'form')
  // 'Validation error: phone: Phone number must be…' → 'Phone number must be…'
  const words = STAFF_WORDS[code] ?? message.replace(/^Validation error: (?:[\w.]+: )?/, '')
  return { key, words: words.charAt(0).toUpperCase() + words.slice(1) }
}

/** What became of the customer's email, in words (never "emailed" unless the server took it). */
export function deliveryWords(
  delivery: EmailDelivery,
  email: string,
): { ok: boolean; text: string } {
  if (delivery === 'sent') return { ok: true, text: `Emailed to ${email}.` }
  const why = notSentReason(delivery)
  return { ok: false, text: `Not emailed to ${email}: ${why}. Give the customer the link below.` }
}

/** The result's headline: "sent" only when the email went, else what happened (saved, not emailed). */
export function sentHeadline(sent: { number: string; revision?: number }, emailed: boolean) {
  const what =
    sent.revision && sent.revision > 1
      ? `Revision ${sent.revision} of quote ${sent.number}`
      : `Quote ${sent.number}`
  return emailed ? `${what} sent` : `${what} saved; not emailed`
}

/** Why an email did not go, in staff words (the quote builder and the waitlist's "Offer now"). */
export function notSentReason(delivery: Exclude<EmailDelivery, 'sent'>): string {
  return {
    queued: 'the mail server did not take it yet, so it is queued and will be retried',
    failed: 'the mail server refused it',
    not_sent: 'no email delivery is set up on this site',
  }[delivery]
}
