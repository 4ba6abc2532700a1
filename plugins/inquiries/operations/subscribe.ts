import type { PayloadRequest } from 'payload'

/**
 * Adds a newsletter subscriber. Idempotent on the unique email. Someone who opted out stays
 * out: a form anyone can fill in never re-subscribes them (staff can, in the admin).
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
  if (existing) return { created: false, id: existing.id }
  const doc = await req.payload.create({
    collection: 'subscribers',
    data: { email, source, unsubscribed: false },
    req,
  })
  return { created: true, id: doc.id }
}
