import type { PayloadRequest } from 'payload'

import { siteOrigin } from '@server-kit'
import { deliveryOf, type EmailDelivery, KIND_HEADER } from '@outbox/server'
import { addressToken, normalEmail } from '../keys/unsubscribeToken'

/**
 * Double opt-in, step one: a pending consent with the words shown and where, and an email whose
 * link confirms it (step two, confirmNewsletter). Nothing commercial goes out before that.
 */
export async function requestNewsletterConsent({
  req,
  email: address,
  source,
  wording,
}: {
  req: PayloadRequest
  email: string
  source: string
  wording: string
}): Promise<'asked' | 'asked_before' | 'undeliverable'> {
  const email = normalEmail(address)
  const dayAgo = new Date(Date.now() - 86_400_000).toISOString()
  const { totalDocs: asked } = await req.payload.count({
    collection: 'consents',
    where: {
      and: [
        { email: { equals: email } },
        { source: { equals: source } },
        // Confirmed already, or asked within a day: no second email (nobody floods an inbox).
        { or: [{ confirmedAt: { exists: true } }, { createdAt: { greater_than: dayAgo } }] },
      ],
    },
    req,
  })
  if (asked) return 'asked_before'
  const pending = await req.payload.create({
    collection: 'consents',
    data: { email, source, wording },
    req,
  })
  const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const link = `${siteOrigin()}/api/newsletter/confirm?email=${encodeURIComponent(email)}&token=${addressToken(req.payload.secret, 'confirm', email)}`
  let delivery: EmailDelivery = 'failed'
  try {
    // A mail server that is down queues the message (the Outbox retries it).
    const result = await req.payload.sendEmail({
      to: email,
      subject: `Confirm your subscription to ${settings.businessName}`,
      text: `Someone (we hope you) asked to get email from ${settings.businessName}:\n\n"${wording}"\n\nTo confirm, open this link: ${link}\n\nNot you? Ignore this email: you will get nothing more.`,
      headers: { [KIND_HEADER]: 'newsletter_confirm' },
    })
    delivery = deliveryOf(result)
  } catch (error) {
    req.payload.logger.warn({ err: error, msg: 'newsletter: the confirmation email failed' })
  }
  if (delivery !== 'failed') return 'asked'
  // No pending consent stays for an address nobody can confirm (nor a day's wait to fix it).
  await req.payload.delete({ collection: 'consents', id: pending.id, req })
  return 'undeliverable'
}
