import type { DataFromCollectionSlug, SendEmailOptions } from 'payload'

import { BOOKING_HEADER, KIND_HEADER, type StoredAttachment } from './recordingEmailAdapter'
import { openOriginal } from './sealedCopy'

type Outbox = DataFromCollectionSlug<'outbox'>

/**
 * A recorded message as it was sent, ready to send again (from its sealed original when the
 * readable copy was redacted); `headers` say how to record it. Needs the row read with
 * overrideAccess: nobody's API read returns `sealed`.
 */
export function messageFromRow(
  row: Outbox,
  headers: Record<string, string>,
  secret: string,
): SendEmailOptions {
  const bookingId = typeof row.booking === 'object' ? row.booking?.id : row.booking
  const original = openOriginal(secret, row.sealed)
  return {
    to: row.to,
    from: row.from || undefined,
    subject: row.subject,
    text: original?.text ?? row.text ?? undefined,
    html: original?.html ?? row.html ?? undefined,
    replyTo: row.replyTo || undefined,
    attachments: (
      original?.attachments ??
      (row.attachments as StoredAttachment[] | null) ??
      []
    ).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.base64, 'base64'),
    })),
    headers: {
      ...original?.headers,
      ...(row.kind ? { [KIND_HEADER]: row.kind } : {}),
      ...headers,
      ...(bookingId ? { [BOOKING_HEADER]: String(bookingId) } : {}),
    },
  }
}
