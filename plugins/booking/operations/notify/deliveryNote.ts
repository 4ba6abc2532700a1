import type { EmailDelivery } from '@outbox/server'

/** A history note's words for what became of an email. */
export const DELIVERY_NOTE: Record<EmailDelivery, string> = {
  sent: 'sent',
  queued: 'queued; the mail server did not take it yet (see the Outbox)',
  failed: 'not delivered (see the Outbox)',
  not_sent: 'not sent: no email delivery is set up (see the Outbox)',
}
