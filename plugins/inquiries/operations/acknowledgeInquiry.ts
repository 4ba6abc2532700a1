import type { PayloadRequest } from 'payload'

import { emailSite } from '@email'
import { KIND_HEADER } from '@outbox/server'
import { hashToken, rateLimit } from '@server-kit'

import { acknowledgementEmail } from '../email/acknowledgement'
import type { InquiryInput } from '../schemas'

/** Per address, in Postgres: the form cannot be used to fill someone else's inbox. */
const ACKS_PER_ADDRESS = { points: 3, durationSeconds: 3600 }

/**
 * Emails the visitor their copy of the request (issue 49), recorded in the Outbox with its
 * delivery like every email. Best effort: the inquiry is stored and the business told already.
 */
export async function acknowledgeInquiry(req: PayloadRequest, input: InquiryInput) {
  try {
    const key = hashToken(input.email.trim().toLowerCase())
    if (await rateLimit(req, 'inquiry-ack-address', ACKS_PER_ADDRESS, key)) return false
    const site = await emailSite(req)
    const mail = acknowledgementEmail(input, site)
    await req.payload.sendEmail({
      to: input.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: site.businessEmail,
      headers: { [KIND_HEADER]: 'inquiry_ack' },
    })
    return true
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `inquiry acknowledgement failed (${input.kind})` })
    return false
  }
}
