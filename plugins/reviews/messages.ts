import type { ErrorTable } from '@server-kit'

/** What the review endpoints answer, by code (the front end switches on `code`). */
export const reviewErrors = {
  booking_not_active: {
    status: 409,
    message: 'This booking is not confirmed (cancelled or refunded): no review request is sent.',
  },
  already_reviewed: { status: 409, message: 'The customer has already written a review.' },
  already_sent: { status: 409, message: 'The review request was already sent.' },
  request_stopped: { status: 409, message: 'The review request was stopped for this booking.' },
  link_refused: {
    status: 403,
    message: 'This review link is not valid, or has closed (a review can be changed for 14 days).',
  },
} satisfies ErrorTable<string>

export type ReviewCode = keyof typeof reviewErrors
