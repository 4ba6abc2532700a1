import type { PayloadRequest } from 'payload'

import { normalEmail } from '../core/unsubscribeToken'

/**
 * Double opt-in, step two: the newest pending consent of the address is confirmed now (express
 * consent), the address is on the list again, and an earlier newsletter unsubscribe is lifted.
 */
export async function confirmNewsletter({
  req,
  email: address,
}: {
  req: PayloadRequest
  email: string
}) {
  const email = normalEmail(address)
  const { docs } = await req.payload.find({
    collection: 'consents',
    where: { and: [{ email: { equals: email } }, { confirmedAt: { exists: false } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    req,
  })
  const pending = docs[0]
  if (!pending) return { confirmed: false as const }
  await req.payload.update({
    collection: 'consents',
    id: pending.id,
    data: { confirmedAt: new Date().toISOString() },
    depth: 0,
    req,
  })
  await req.payload.update({
    collection: 'subscribers',
    where: { email: { equals: email } },
    data: { unsubscribed: false },
    depth: 0,
    req,
  })
  await req.payload.delete({
    collection: 'unsubscribes',
    where: { and: [{ email: { equals: email } }, { list: { equals: 'newsletter' } }] },
    req,
  })
  return { confirmed: true as const }
}
