import type { PayloadRequest } from 'payload'

import { KIND_HEADER } from '@outbox/server'

/**
 * Emails the business address from SiteSettings. A mail failure is logged, never thrown:
 * the inquiry is already stored and staff see it in the admin.
 */
export async function notifyBusiness({
  req,
  subject,
  text,
  replyTo,
}: {
  req: PayloadRequest
  subject: string
  text: string
  replyTo?: string
}) {
  try {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    if (!settings.email) return false
    await req.payload.sendEmail({
      to: settings.email,
      subject,
      text,
      headers: { [KIND_HEADER]: 'inquiry_notification' },
      ...(replyTo ? { replyTo } : {}),
    })
    return true
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `inquiry email failed: ${subject}` })
    return false
  }
}
