import type { ErrorTable } from '@server-kit'

import { bookingErrors } from '@booking/server'

/** Quote failures: the booking's own (pricing, booth, holds) plus the quote's life. */
export const quoteErrors = {
  ...bookingErrors,
  not_found: { status: 404, message: 'Quote not found.' },
  expiry_invalid: { status: 400, message: 'expiresOn must be today or later.' },
  lead_unknown: { status: 422, message: 'leadId names no lead.' },
  quote_expired: {
    status: 410,
    message: 'This quote has expired. Ask us for a new quote and we will gladly send one.',
  },
  quote_declined: {
    status: 409,
    message: 'This quote was declined. Ask us for a new quote if your plans change.',
  },
  quote_price_changed: {
    status: 409,
    message: 'Our prices changed since this quote was written. Ask us for a new quote.',
  },
  // What the customer read is what they accept: the page sends the revision it showed.
  quote_changed: {
    status: 409,
    message:
      'We updated this quote since you opened this page. Please read the new version and sign again.',
  },
  // Below the gateway's least charge (core/quotePayable.ts): nothing could be paid for it.
  total_below_minimum: {
    status: 422,
    message:
      'A quote must total at least $0.50, the least a card payment can be: a $0.00 or $0.01 quote cannot be sent.',
  },
  quote_not_payable: {
    status: 422,
    message:
      'This quote totals less than $0.50, the least a card payment can be, so it cannot be accepted online. Please ask us for a corrected quote.',
  },
  // Revisions, declines and new-quote requests (docs/quotes-and-agreements.md).
  quote_accepted: {
    status: 409,
    message: 'This quote was accepted and booked, so it can no longer be changed.',
  },
  waitlist_entry_unknown: { status: 404, message: 'Waitlist entry not found.' },
  waitlist_entry_closed: {
    status: 409,
    message: 'This person is no longer waiting (offered, booked or removed).',
  },
  offer_live: {
    status: 409,
    message: 'Someone already has a live offer for this date; wait until it is booked or lapses.',
  },
  outside_window: {
    status: 422,
    message: 'That start time is outside the times this person asked for.',
  },
} as const satisfies ErrorTable<string>

export type QuoteErrorCode = keyof typeof quoteErrors
