import type { EmailDelivery } from './contract'

/**
 * What became of a message, from `payload.sendEmail`'s answer (the recording adapter names it):
 * sent to the mail server, queued for a retry, or kept unsent because no mail server is set up.
 */
export function deliveryOf(result: unknown): EmailDelivery {
  const d = (result as { delivery?: unknown } | null | undefined)?.delivery
  // Another adapter (the Outbox off) that answered without throwing accepted the message.
  return d === 'queued' || d === 'not_sent' || d === 'failed' ? d : 'sent'
}
