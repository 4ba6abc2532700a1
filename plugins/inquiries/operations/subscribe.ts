import type { PayloadRequest } from 'payload'

/**
 * Adds a newsletter subscriber. Idempotent on the unique email: a repeat sign-up
 * re-subscribes the existing record instead of failing.
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
  if (existing) {
    if (existing.unsubscribed) {
      await req.payload.update({
        collection: 'subscribers',
        id: existing.id,
        data: { unsubscribed: false },
        req,
      })
    }
    return { created: false, id: existing.id }
  }
  const doc = await req.payload.create({
    collection: 'subscribers',
    data: { email, source, unsubscribed: false },
    req,
  })
  return { created: true, id: doc.id }
}
