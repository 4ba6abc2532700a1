import type { PayloadRequest, SendEmailOptions } from 'payload'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { deliveryOf, type EmailDelivery, KIND_HEADER } from '@outbox/server'
import { type Mail, unsubscribeHeaders, withCaslFooter } from '../core/caslFooter'
import { type Consent, consentOn } from '../core/consentWindow'
import { type CommercialKind, LIST_LABELS, listOf } from '../core/emailKinds'
import { addressToken, normalEmail } from '../keys/unsubscribeToken'
import { consentEvidence } from './consentEvidence'
import { isUnsubscribed } from './isUnsubscribed'
import { commercialSender } from './sender'

export type CommercialRefusal = 'unsubscribed' | 'no_consent' | 'no_mailing_address'
export type CommercialResult =
  { ok: true; delivery: EmailDelivery; consent: Consent } | { ok: false; code: CommercialRefusal }

const REASONS: Record<Consent['basis'], string> = {
  express: 'you signed up for it',
  purchase: 'you booked with us',
  inquiry: 'you asked us about a booking',
}

/** The one-click URL: the address and a token only our emails carry, no session needed. */
export const unsubscribeUrl = (siteUrl: string, secret: string, email: string, list: string) =>
  `${siteUrl}/api/unsubscribe?email=${encodeURIComponent(normalEmail(email))}&list=${list}&token=${addressToken(secret, 'unsubscribe', email)}`

/**
 * Every commercial email goes through here (CASL): not to an address that unsubscribed from its
 * list, nor without consent on today's Winnipeg date, nor without the sender's mailing address;
 * it carries the sender's identity and a visible and a one-click (RFC 8058) unsubscribe.
 */
export async function sendCommercialEmail({
  req,
  kind,
  to,
  mail,
  now = new Date(),
  headers = {},
}: {
  req: PayloadRequest
  kind: CommercialKind
  to: string
  mail: Mail
  now?: Date
  headers?: Record<string, string>
}): Promise<CommercialResult> {
  const list = listOf(kind)!
  const refuse = (code: CommercialRefusal): CommercialResult => {
    req.payload.logger.info({ msg: `commercial email '${kind}' not sent: ${code}` })
    return { ok: false, code }
  }
  if (await isUnsubscribed(req, to, list)) return refuse('unsubscribed')
  const consent = consentOn(await consentEvidence(req, to), todayInZone(now, BUSINESS_TIME_ZONE))
  if (!consent) return refuse('no_consent')
  const sender = await commercialSender(req)
  if (!sender) return refuse('no_mailing_address')
  const link = unsubscribeUrl(sender.siteUrl, req.payload.secret, to, list)
  const body = withCaslFooter(mail, sender, REASONS[consent.basis], {
    link,
    label: LIST_LABELS[list],
  })
  const message: SendEmailOptions = {
    to,
    subject: body.subject,
    text: body.text,
    html: body.html,
    replyTo: sender.email,
    headers: { ...headers, ...unsubscribeHeaders(link), [KIND_HEADER]: kind },
  }
  const result = await req.payload.sendEmail(message)
  return { ok: true, delivery: deliveryOf(result), consent }
}
