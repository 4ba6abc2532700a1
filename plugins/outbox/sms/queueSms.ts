import type { PayloadRequest } from 'payload'

import { afterCommit, siteOrigin } from '@server-kit'

import { redactSecrets } from '../core/redactSecrets'
import { plainSms, smsSegments } from '../core/smsText'
import { deliverSms } from './deliverSms'
import { pluginSms } from './pluginSms'
import { mayText } from './smsConsent'
import { phoneE164 } from '@kernel/format/phoneParts'

export type SmsRequest = {
  to: string | null | undefined
  text: string
  /** What the text is (attendant_assignment, day_before, …): kept in the Outbox. */
  kind: string
  /** Customers need their consent; the crew get work texts until they reply STOP. */
  audience: 'customer' | 'crew'
  bookingId?: number | null
  /** One text per key, ever (e.g. `day_before:123:2027-06-05`), whichever server sends it. */
  dedupeKey?: string
}

export type SmsOutcome = 'queued' | 'not_sent' | 'duplicate' | 'no_number' | 'no_consent'

const statusCallback = () => `${siteOrigin()}/api/sms/status`

/**
 * Puts a text in the Outbox in the caller's transaction (it exists only if the change commits)
 * and sends it once the transaction is over; the retry job sends it again while Twilio is down.
 * Without Twilio settings, or to a number that replied STOP, the row says why it was not sent; a
 * customer who never agreed to texts gets none, and no row.
 */
export async function queueSms(req: PayloadRequest, sms: SmsRequest): Promise<SmsOutcome> {
  const to = phoneE164(sms.to)
  if (!to) return 'no_number'
  if (sms.dedupeKey) {
    const seen = await req.payload.count({
      collection: 'outbox',
      where: { dedupeKey: { equals: sms.dedupeKey } },
      req,
    })
    if (seen.totalDocs > 0) return 'duplicate'
  }
  const consent = await mayText(req, to, sms.audience)
  // A customer who never asked for texts: nothing to send, nothing to log.
  if (consent === 'no_consent') return 'no_consent'
  const allowed = consent === 'ok'
  const gateway = pluginSms(req.payload)
  const text = redactSecrets(plainSms(sms.text)) // no link with a token ever sits in a text
  const sendable = gateway.configured && allowed
  const row = await req.payload.create({
    collection: 'outbox',
    depth: 0,
    req,
    data: {
      channel: 'sms',
      to,
      subject: `Text (${smsSegments(text)} segment${smsSegments(text) > 1 ? 's' : ''}): ${text.slice(0, 60)}`,
      kind: sms.kind,
      text,
      status: sendable ? 'queued' : 'not_sent',
      transport: gateway.name,
      error: sendable
        ? null
        : allowed
          ? 'Text messages are not set up'
          : 'No consent, or replied STOP',
      nextAttemptAt: sendable ? new Date().toISOString() : null,
      booking: sms.bookingId ?? null,
      dedupeKey: sms.dedupeKey ?? null,
    },
  })
  if (!sendable) return 'not_sent'
  await afterCommit(req, async () => {
    void deliverSms(req.payload, row.id as number, statusCallback()).catch((err: unknown) =>
      req.payload.logger.warn({ err, msg: `text ${row.id} will be retried` }),
    )
  })
  return 'queued'
}
