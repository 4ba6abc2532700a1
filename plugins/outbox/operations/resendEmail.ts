import type { PayloadRequest } from 'payload'

import { BOOKING_HEADER, RESEND_HEADER, type StoredAttachment } from '../recordingEmailAdapter'

export type ResendResult = { ok: true } | { ok: false; code: 'not_found' | 'send_failed' }

/** Sends a recorded message again, exactly as it was; the new attempt gets its own Outbox row. */
export async function resendEmail({
  req,
  id,
}: {
  req: PayloadRequest
  id: number
}): Promise<ResendResult> {
  const row = await req.payload.findByID({
    collection: 'outbox',
    id,
    depth: 0,
    req,
    disableErrors: true,
  })
  if (!row) return { ok: false, code: 'not_found' }
  const bookingId = typeof row.booking === 'object' ? row.booking?.id : row.booking
  try {
    await req.payload.sendEmail({
      to: row.to,
      subject: row.subject,
      text: row.text ?? undefined,
      html: row.html ?? undefined,
      replyTo: row.replyTo || undefined,
      attachments: ((row.attachments as StoredAttachment[] | null) ?? []).map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: Buffer.from(a.base64, 'base64'),
      })),
      headers: {
        [RESEND_HEADER]: String(row.id),
        ...(bookingId ? { [BOOKING_HEADER]: String(bookingId) } : {}),
      },
    })
    return { ok: true }
  } catch {
    return { ok: false, code: 'send_failed' }
  }
}
