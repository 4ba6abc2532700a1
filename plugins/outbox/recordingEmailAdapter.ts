import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { isPermanentRefusal } from './core/retrySchedule'
import { readableCopy } from './readableCopy'
import { recordAttempt } from './recordAttempt'

export type StoredAttachment = { filename: string; contentType: string; base64: string }

/** Header by which callers link a message to its booking; stripped before sending. */
export const BOOKING_HEADER = 'X-Booking-Id'
export const RESEND_HEADER = 'X-Resend-Of'
/** Header by which the retry job sends a queued message again under its own Outbox row. */
export const RETRY_HEADER = 'X-Outbox-Retry'
/** Header naming the message's kind (the CASL table in plugins/privacy); kept in the Outbox. */
export const KIND_HEADER = 'X-Email-Kind'

const asText = (v: unknown) =>
  typeof v === 'string' ? v : Buffer.isBuffer(v) ? v.toString('utf8') : v ? String(v) : ''

const addresses = (v: SendEmailOptions['to']): string =>
  (Array.isArray(v) ? v : v ? [v] : [])
    .map((a) => (typeof a === 'string' ? a : a.address))
    .join(', ')

function attachmentsOf(message: SendEmailOptions): StoredAttachment[] {
  return (message.attachments ?? []).map((a) => ({
    filename: String(a.filename || 'attachment'),
    contentType: a.contentType || 'application/octet-stream',
    base64: Buffer.isBuffer(a.content)
      ? a.content.toString('base64')
      : Buffer.from(asText(a.content)).toString('base64'),
  }))
}

function splitHeaders(message: SendEmailOptions) {
  const headers = { ...((message.headers as Record<string, string> | undefined) ?? {}) }
  const bookingId = Number(headers[BOOKING_HEADER]) || null
  const resendOf = Number(headers[RESEND_HEADER]) || null
  const retryOf = Number(headers[RETRY_HEADER]) || null
  // Payload's own reset email carries no kind: its link names it.
  const reset = /\/admin\/reset\//.test(asText(message.html) + asText(message.text))
  const kind = headers[KIND_HEADER] ?? (reset ? 'password_reset' : null)
  delete headers[BOOKING_HEADER]
  delete headers[RESEND_HEADER]
  delete headers[RETRY_HEADER]
  delete headers[KIND_HEADER]
  return { headers, bookingId, resendOf, retryOf, kind }
}

/**
 * Wraps the configured email adapter (SMTP) or none (console) so that every message the site
 * sends, from any plugin or from Payload itself, is recorded in the Outbox with its outcome.
 */
export async function recordingEmailAdapter(
  inner?: EmailAdapter | Promise<EmailAdapter>,
): Promise<EmailAdapter> {
  const resolved = inner ? await inner : undefined
  return ({ payload }: { payload: Payload }) => {
    const delegate = resolved?.({ payload })
    return {
      name: `outbox+${delegate?.name ?? 'none'}`,
      defaultFromAddress: delegate?.defaultFromAddress ?? 'bookings@example.com',
      defaultFromName: delegate?.defaultFromName ?? 'Photo Booth',
      sendEmail: async (message: SendEmailOptions) => {
        const { headers, bookingId, resendOf, retryOf, kind } = splitHeaders(message)
        const outgoing = { ...message, headers }
        const stored = readableCopy(
          {
            text: asText(message.text),
            html: asText(message.html),
            attachments: attachmentsOf(message),
            headers: Object.fromEntries(
              Object.entries(headers).map(([name, value]) => [name, String(value)]),
            ),
          },
          payload.secret,
        )
        const row = retryOf
          ? { id: retryOf }
          : await payload
              .create({
                collection: 'outbox',
                depth: 0,
                data: {
                  to: addresses(message.to),
                  subject: message.subject ?? '(no subject)',
                  kind,
                  // Redacted like the body: a one-click unsubscribe URL carries a token.
                  headers: stored.headers,
                  from: typeof message.from === 'string' ? message.from : message.from?.address,
                  replyTo: addresses(message.replyTo as SendEmailOptions['to']),
                  status: delegate ? 'sending' : 'not_sent',
                  transport: delegate?.name ?? 'none',
                  text: stored.text,
                  html: stored.html,
                  attachments: stored.attachments,
                  sealed: stored.sealed,
                  booking: bookingId,
                  resendOf,
                },
              })
              .catch((error) => {
                payload.logger.error({ err: error, msg: 'outbox: could not record an email' })
                return null
              })
        // Every answer names its delivery (see deliveryOf), so screens say what really happened.
        if (!delegate) {
          payload.logger.info({ msg: `Email kept in the Outbox (no SMTP): '${message.subject}'` })
          return { delivery: 'not_sent', outboxId: row?.id ?? null }
        }
        try {
          const result = await delegate.sendEmail(outgoing)
          if (row) await recordAttempt(payload, row.id, null)
          return { ...(result as object), delivery: 'sent', outboxId: row?.id ?? null }
        } catch (error) {
          // Unrecorded, the message would be lost: let the caller see the failure.
          if (!row) throw error
          const outcome = await recordAttempt(payload, row.id, error)
          payload.logger.warn({ msg: `outbox: '${message.subject}' not sent (${outcome})` })
          // A refused address: no retry would help, and the caller can tell the person now.
          if (isPermanentRefusal(error)) return { delivery: 'failed', outboxId: row.id }
          if (outcome === 'failed') throw error
          // The retry job delivers it when the mail server is back; the row keeps the server's answer.
          return { queued: true, outboxId: row.id, delivery: 'queued' }
        }
      },
    }
  }
}
