// What a screen says about an email, from what became of it (the Outbox's delivery status): a
// message never says "emailed" unless the mail server took it (issue 37).
import type { EmailDelivery } from '@outbox/contract'

export type EmailSubject = 'payment_link' | 'confirmation' | 'new_link'

const DONE: Record<EmailSubject, string> = {
  payment_link: 'Payment link emailed to the customer.',
  confirmation: 'Confirmation sent again.',
  new_link: 'New link emailed. Earlier links no longer work.',
}

const WHAT: Record<EmailSubject, string> = {
  payment_link: 'The payment link was',
  confirmation: 'The confirmation was',
  new_link: 'A new link is made and earlier links no longer work, but it was',
}

const WHY: Record<Exclude<EmailDelivery, 'sent'>, string> = {
  queued: 'not emailed yet: the mail server did not take it, so it is queued and retried',
  failed: 'not delivered: the mail server refused it',
  not_sent: 'not emailed: no email delivery is set up',
}

/** Staff's words for an action that emails the customer; `copy` when they should pass the link on. */
export function staffEmailOutcome(subject: EmailSubject, delivery: EmailDelivery) {
  if (delivery === 'sent') return { ok: true, text: DONE[subject], copy: false }
  return {
    ok: false,
    text: `${WHAT[subject]} ${WHY[delivery]}. Copy the link below and text it to the customer.`,
    copy: true,
  }
}

/**
 * Staff's words after a change the customer is told of by email (reschedule, cancel, a booking
 * change): what was done, then what became of the email; `copy` when they should pass the link on.
 */
export function staffChangeOutcome(done: string, delivery: EmailDelivery | null) {
  if (delivery === null)
    return { ok: true, text: `${done}. No email: the booking is not confirmed yet.`, copy: false }
  if (delivery === 'sent')
    return { ok: true, text: `${done}. The customer was emailed.`, copy: false }
  return {
    ok: false,
    text: `${done}. The customer was ${WHY[delivery]}. Copy the link below and text it to them.`,
    copy: true,
  }
}

/** The customer's words after they changed their booking. */
export function customerChangeOutcome(delivery: EmailDelivery | null, refunded: boolean): string {
  const first = refunded
    ? 'Your booking is updated and the refund is on its way.'
    : 'Your booking is updated.'
  if (delivery === 'sent') return `${first} We emailed you the new details.`
  if (delivery === 'queued')
    return `${first} The new details are below; our email about it is delayed and will follow.`
  return `${first} The new details are below.`
}
