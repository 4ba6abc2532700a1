import type { PayloadRequest } from 'payload'

import { NEWSLETTER_WORDING, requestNewsletterConsent } from '@privacy'

/**
 * Adds a newsletter subscriber and asks the address to confirm (double opt-in: nothing commercial
 * goes to it before). Idempotent on the unique email. Someone who opted out stays out: a form
 * anyone can fill in never re-subscribes them (staff can, in the admin).
 */
export async function subscribe({
  req,
  email,
  source,
}: {
  req: PayloadRequest
  email: string
  source?: string
}) {
  const { docs } = await req.payload.find({
    collection: 'subscribers',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    req,
  })
  const existing = docs[0]
  const ask = () =>
    requestNewsletterConsent({
      req,
      email,
      source: `newsletter (${source ?? 'site'})`,
      wording: NEWSLETTER_WORDING,
    })
  if (existing) {
    const asked = existing.unsubscribed ? 'asked_before' : await ask()
    return { created: false, id: existing.id, undeliverable: asked === 'undeliverable' }
  }
  const doc = await req.payload.create({
    collection: 'subscribers',
    data: { email, source, unsubscribed: false },
    req,
  })
  const asked = await ask()
  return { created: true, id: doc.id, undeliverable: asked === 'undeliverable' }
}
