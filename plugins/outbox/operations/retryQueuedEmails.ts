import type { PayloadRequest } from 'payload'

import { messageFromRow } from '../messageFromRow'
import { RETRY_HEADER } from '../recordingEmailAdapter'

const BATCH = 50

/**
 * Sends again every queued message whose next try is due (the mail server was down). The
 * adapter records each try on the same Outbox row, so a message is delivered once and never
 * lost. Returns how many were tried.
 */
export async function retryQueuedEmails({
  req,
  now,
}: {
  req: PayloadRequest
  now: Date
}): Promise<{ tried: number; sent: number }> {
  const due = await req.payload.find({
    collection: 'outbox',
    where: {
      and: [
        { status: { equals: 'queued' } },
        { nextAttemptAt: { less_than_equal: now } },
        // Texts have their own job (sms/deliverSms).
        { or: [{ channel: { equals: 'email' } }, { channel: { exists: false } }] },
      ],
    },
    sort: 'nextAttemptAt',
    limit: BATCH,
    depth: 0,
    pagination: false,
  })
  let sent = 0
  for (const row of due.docs) {
    const result = await req.payload
      .sendEmail(messageFromRow(row, { [RETRY_HEADER]: String(row.id) }, req.payload.secret))
      .catch(() => null)
    if (result && !(result as { queued?: boolean }).queued) sent++
  }
  return { tried: due.docs.length, sent }
}
