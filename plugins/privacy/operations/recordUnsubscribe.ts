import type { PayloadRequest } from 'payload'

import type { UnsubscribeScope } from '../core/emailKinds'
import { normalEmail } from '../keys/unsubscribeToken'

/**
 * Stops a list (or all marketing email) for an address, at once and idempotently. The older
 * per-record switches follow, so the admin's lists agree: subscribers and cart reminders.
 */
export async function recordUnsubscribe({
  req,
  email: address,
  scope,
  method,
}: {
  req: PayloadRequest
  email: string
  scope: UnsubscribeScope
  method: 'one_click' | 'link' | 'staff'
}): Promise<void> {
  const email = normalEmail(address)
  const { totalDocs } = await req.payload.count({
    collection: 'unsubscribes',
    where: { and: [{ email: { equals: email } }, { list: { equals: scope } }] },
    req,
  })
  if (!totalDocs)
    await req.payload.create({
      collection: 'unsubscribes',
      data: { email, list: scope, method },
      req,
    })
  if (scope === 'newsletter' || scope === 'all')
    await req.payload.update({
      collection: 'subscribers',
      where: { email: { equals: email } },
      data: { unsubscribed: true },
      depth: 0,
      req,
    })
  if (scope === 'cart_reminders' || scope === 'all') {
    // `like` is a case-insensitive substring match: kept to this address exactly, so unsubscribing
    // ann@x.ca never stops joann@x.ca's reminders.
    const { docs } = await req.payload.find({
      collection: 'carts',
      where: { and: [{ email: { like: email } }, { unsubscribedAt: { exists: false } }] },
      depth: 0,
      limit: 0,
      pagination: false,
      req,
    })
    const ids = docs.filter((c) => normalEmail(c.email ?? '') === email).map((c) => c.id)
    if (ids.length)
      await req.payload.update({
        collection: 'carts',
        where: { id: { in: ids } },
        data: { unsubscribedAt: new Date().toISOString() },
        depth: 0,
        req,
      })
  }
}
