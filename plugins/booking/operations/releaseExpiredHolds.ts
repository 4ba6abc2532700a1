import type { PayloadRequest, Where } from 'payload'

/**
 * Frees every booth hold whose time ran out and marks its unpaid booking expired. Runs inside
 * the caller's transaction before any availability check, so an expired hold never blocks anyone.
 */
export async function releaseExpiredHolds({
  req,
  now,
}: {
  req: PayloadRequest
  now: Date
}): Promise<number> {
  const expired: Where = {
    and: [
      { status: { equals: 'held' } },
      { holdExpiresAt: { less_than_equal: now.toISOString() } },
    ],
  }
  const { docs } = await req.payload.update({
    collection: 'booth-reservations',
    where: expired,
    data: { status: 'released' },
    depth: 0,
    req,
    context: { internal: true },
  })
  if (docs.length) {
    await req.payload.update({
      collection: 'bookings',
      where: {
        and: [
          { status: { equals: 'pending_payment' } },
          { holdExpiresAt: { less_than_equal: now.toISOString() } },
        ],
      },
      data: { status: 'expired' },
      depth: 0,
      req,
    })
  }
  return docs.length
}
