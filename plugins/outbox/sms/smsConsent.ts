import type { PayloadRequest } from 'payload'

import { SMS_CONSENT_WORDING } from '@kernel'

import { phoneE164 } from '@kernel/format/phoneParts'

async function subscriberOf(req: PayloadRequest, phone: string) {
  const { docs } = await req.payload.find({
    collection: 'sms-subscribers',
    where: { phone: { equals: phone } },
    depth: 0,
    limit: 1,
    req,
  })
  return docs[0] ?? null
}

/**
 * Whether texts may go to this number: customers only with their consent, and nobody who
 * replied STOP ('stopped'). Crew get work texts without a consent row.
 */
export async function mayText(
  req: PayloadRequest,
  phone: string,
  audience: 'customer' | 'crew',
): Promise<'ok' | 'stopped' | 'no_consent'> {
  const row = await subscriberOf(req, phone)
  if (row?.status === 'stopped') return 'stopped'
  return audience === 'crew' || row?.status === 'subscribed' ? 'ok' : 'no_consent'
}

/** Records consent (the wording and the time) given at `source`; a STOP stays a STOP. */
export async function recordSmsConsent(
  req: PayloadRequest,
  args: { phone: string; source: string; now: Date; wording?: string },
): Promise<boolean> {
  const phone = phoneE164(args.phone)
  if (!phone) return false
  const data = {
    phone,
    status: 'subscribed' as const,
    consentWording: args.wording ?? SMS_CONSENT_WORDING,
    consentAt: args.now.toISOString(),
    source: args.source,
    stoppedAt: null,
  }
  const row = await subscriberOf(req, phone)
  if (!row) await req.payload.create({ collection: 'sms-subscribers', data, req })
  else if (row.status !== 'stopped')
    await req.payload.update({ collection: 'sms-subscribers', id: row.id, data, req })
  return true
}

/** A STOP or START reply: the number's texts end, or start again. */
export async function setSmsSubscription(
  req: PayloadRequest,
  phone: string,
  status: 'subscribed' | 'stopped',
  now: Date,
): Promise<void> {
  const row = await subscriberOf(req, phone)
  const stoppedAt = status === 'stopped' ? now.toISOString() : null
  if (row)
    await req.payload.update({
      collection: 'sms-subscribers',
      id: row.id,
      data: { status, stoppedAt },
      req,
    })
  else
    await req.payload.create({
      collection: 'sms-subscribers',
      data: {
        phone,
        status,
        stoppedAt,
        source: `Replied ${status === 'stopped' ? 'STOP' : 'START'}`,
        consentAt: status === 'subscribed' ? now.toISOString() : null,
        consentWording: status === 'subscribed' ? 'Replied START' : null,
      },
      req,
    })
}
