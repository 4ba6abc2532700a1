import type { DataFromCollectionSlug, SendEmailOptions } from 'payload'

import { BOOKING_HEADER, type StoredAttachment } from './recordingEmailAdapter'

type Outbox = DataFromCollectionSlug<'outbox'>

/** A recorded message as it was sent, ready to send again; `headers` say how to record it. */
export function messageFromRow(row: Outbox, headers: Record<string, string>): SendEmailOptions {
  const bookingId = typeof row.booking === 'object' ? row.booking?.id : row.booking
  return {
    to: row.to,
    from: row.from || undefined,
    subject: row.subject,
    text: row.text ?? undefined,
    html: row.html ?? undefined,
    replyTo: row.replyTo || undefined,
    attachments: ((row.attachments as StoredAttachment[] | null) ?? []).map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: Buffer.from(a.base64, 'base64'),
    })),
    headers: { ...headers, ...(bookingId ? { [BOOKING_HEADER]: String(bookingId) } : {}) },
  }
}
