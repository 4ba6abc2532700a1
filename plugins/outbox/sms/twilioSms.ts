import twilio from 'twilio'

import { notConfiguredSms, type SmsGateway } from './SmsGateway'

type Env = Record<string, string | undefined>

// Twilio's codes for a number that can never receive (invalid, landline, opted out).
const PERMANENT = new Set([21211, 21212, 21408, 21610, 21612, 21614])
const OPTED_OUT = 21610

/**
 * The request client Twilio's SDK uses, pointed at TWILIO_API_BASE when it is set (the tests'
 * local fake): the SDK builds every URL on api.twilio.com and has no base-URL option.
 */
function clientFor(base: string | undefined) {
  const inner = new twilio.RequestClient({ timeout: 10_000 })
  if (!base) return inner
  const origin = new URL(base)
  const request = inner.request.bind(inner)
  inner.request = ((opts: { uri: string }) => {
    const uri = new URL(opts.uri)
    uri.protocol = origin.protocol
    uri.host = origin.host
    return request({ ...opts, uri: uri.toString() } as never)
  }) as typeof inner.request
  return inner
}

/** Twilio from TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or a messaging service). */
export function smsGatewayFromEnv(env: Env = process.env): SmsGateway {
  const sid = env.TWILIO_ACCOUNT_SID
  const token = env.TWILIO_AUTH_TOKEN
  const from = env.TWILIO_FROM
  const service = env.TWILIO_MESSAGING_SERVICE_SID
  if (!sid || !token || (!from && !service)) return notConfiguredSms
  const client = twilio(sid, token, { httpClient: clientFor(env.TWILIO_API_BASE) })
  return {
    name: 'twilio',
    configured: true,
    send: async ({ to, body, statusCallback }) => {
      try {
        const m = await client.messages.create({
          to,
          body,
          ...(service ? { messagingServiceSid: service } : { from: from! }),
          ...(statusCallback ? { statusCallback } : {}),
        })
        return { ok: true, providerId: m.sid, segments: Number(m.numSegments) || 1 }
      } catch (error) {
        // Only Twilio's code and words: never the request, which carries the credentials.
        const e = error as { code?: number; status?: number; message?: string }
        const permanent = PERMANENT.has(e.code ?? 0) || (e.status ?? 0) === 400
        return {
          ok: false,
          permanent,
          optedOut: e.code === OPTED_OUT,
          error: `Twilio ${e.code ?? e.status ?? 'unreachable'}: ${e.message ?? 'no answer'}`,
        }
      }
    },
    verify: ({ signature, url, params }) =>
      Boolean(signature) && twilio.validateRequest(token, signature, url, params),
  }
}
