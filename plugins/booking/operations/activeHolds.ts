import type { PayloadRequest } from 'payload'

/** A real visitor needs one hold; a handful covers a couple planning two events. */
export const MAX_ACTIVE_HOLDS_PER_CLIENT = 5

/** This client's unpaid holds that still block a booth, and when the first of them runs out. */
export async function activeHolds({
  req,
  clientKey,
  now,
}: {
  req: PayloadRequest
  clientKey: string
  now: Date
}): Promise<{ count: number; firstExpiresAt: Date | null }> {
  const { docs, totalDocs } = await req.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { clientKey: { equals: clientKey } },
        { status: { equals: 'pending_payment' } },
        { holdExpiresAt: { greater_than: now.toISOString() } },
      ],
    },
    sort: 'holdExpiresAt',
    limit: 1,
    depth: 0,
    req,
  })
  const first = docs[0]?.holdExpiresAt
  return { count: totalDocs, firstExpiresAt: first ? new Date(first) : null }
}
