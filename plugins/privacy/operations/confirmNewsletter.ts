import type { PayloadRequest } from 'payload'

import { inTransaction } from '@server-kit'

import { COMMERCIAL_LISTS } from '../core/emailKinds'
import { normalEmail } from '../keys/unsubscribeToken'

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
  // All or nothing: a consent confirmed but still blocked by an old stop would be a lie.
  return inTransaction(req, () => confirm(req, email))
}

async function confirm(req: PayloadRequest, email: string) {
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
  await narrowStopAll(req, email)
  return { confirmed: true as const }
}

/**
 * A "stop every marketing email" made before this confirmation would still block the newsletter
 * the person has just asked for: it becomes a stop of each other list, as they chose it then.
 */
async function narrowStopAll(req: PayloadRequest, email: string) {
  const { docs } = await req.payload.find({
    collection: 'unsubscribes',
    where: { and: [{ email: { equals: email } }, { list: { equals: 'all' } }] },
    depth: 0,
    limit: 1,
    req,
  })
  const stopAll = docs[0]
  if (!stopAll) return
  for (const list of COMMERCIAL_LISTS.filter((l) => l !== 'newsletter')) {
    const { totalDocs } = await req.payload.count({
      collection: 'unsubscribes',
      where: { and: [{ email: { equals: email } }, { list: { equals: list } }] },
      req,
    })
    if (!totalDocs)
      await req.payload.create({
        collection: 'unsubscribes',
        data: { email, list, method: stopAll.method },
        req,
      })
  }
  await req.payload.delete({
    collection: 'unsubscribes',
    where: { and: [{ email: { equals: email } }, { list: { equals: 'all' } }] },
    req,
  })
}
