import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { inTransaction, transactionDb } from '@server-kit'
import { NEWSLETTER_WORDING, requestNewsletterConsent } from '@privacy/server'

/**
 * Adds a newsletter subscriber and asks the address to confirm (double opt-in: nothing commercial
 * goes to it before). Someone who opted out stays out: a form anyone can fill in never
 * re-subscribes them (staff can, in the admin).
 *
 * Sign-ups for one address run one at a time (issue 48, case 13): in one transaction, under an
 * advisory lock on the normalized address, the subscriber and the day's pending consent are read
 * again before anything is written. Five at once make one row and one confirmation email, and
 * each answers as if it were the only one (never Payload's "Value must be unique").
 */
export async function subscribe({
  req,
  email: address,
  source,
}: {
  req: PayloadRequest
  email: string
  source?: string
}) {
  const email = address.trim().toLowerCase() // as the consents and the lock key read it
  return inTransaction(req, async () => {
    const db = await transactionDb(req)
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`newsletter:${email}`}))`)
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
  })
}
