import type { PayloadRequest } from 'payload'

import { defineEndpoint, siteOrigin } from '@server-kit'

import { pluginSms } from './pluginSms'
import { smsKeyword } from './smsKeyword'
import { setSmsSubscription } from './smsConsent'
import { phoneE164 } from '@kernel/format/phoneParts'

const smsErrors = {
  sms_not_configured: { status: 404, message: 'Text messages are not set up.' },
  bad_signature: { status: 403, message: 'The request is not signed by the SMS provider.' },
}

/** The form Twilio posted, after its signature was checked against this URL. */
async function signedForm(req: PayloadRequest, path: string) {
  const gateway = pluginSms(req.payload)
  if (!gateway.configured) return { ok: false as const, code: 'sms_not_configured' as const }
  const raw = req.text ? await req.text() : ''
  const params = Object.fromEntries(new URLSearchParams(raw))
  const signature = req.headers.get('x-twilio-signature') ?? ''
  if (!gateway.verify({ signature, url: `${siteOrigin()}/api${path}`, params }))
    return { ok: false as const, code: 'bad_signature' as const }
  return { ok: true as const, params }
}

/** Twilio's webhooks (form posts, signed with the account's auth token). */
export const smsEndpoints = [
  // A reply: STOP (and its synonyms) ends texts to that number, START brings them back.
  defineEndpoint({
    path: '/sms/inbound',
    method: 'post',
    rawBody: true,
    rateLimit: { name: 'sms-inbound', points: 120, durationSeconds: 60 },
    errors: smsErrors,
    run: async ({ req }) => {
      const form = await signedForm(req, '/sms/inbound')
      if (!form.ok) return form
      const from = phoneE164(form.params.From)
      const keyword = smsKeyword(form.params.Body ?? '')
      if (from && keyword) await setSmsSubscription(req, from, keyword, new Date())
      // Empty TwiML: Twilio's own STOP/START replies already tell the sender what happened.
      return new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
        headers: { 'Content-Type': 'text/xml' },
      })
    },
  }),
  // Delivery reports: queued → sent → delivered (or undelivered / failed), beside the Outbox row.
  defineEndpoint({
    path: '/sms/status',
    method: 'post',
    rawBody: true,
    rateLimit: { name: 'sms-status', points: 600, durationSeconds: 60 },
    errors: smsErrors,
    run: async ({ req }) => {
      const form = await signedForm(req, '/sms/status')
      if (!form.ok) return form
      const sid = form.params.MessageSid ?? ''
      const status = (form.params.MessageStatus ?? '').slice(0, 40)
      if (sid && status)
        await req.payload.update({
          collection: 'outbox',
          where: { providerId: { equals: sid } },
          data: { deliveryStatus: status },
          depth: 0,
          req,
        })
      return { ok: true, body: { received: true } }
    },
  }),
]
