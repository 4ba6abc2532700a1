import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

/**
 * One page of every booking, newest made first, with its package and booths as documents: an
 * export pages through them so it never holds the whole table in one query.
 */
export async function bookingsNewestFirst(
  req: PayloadRequest,
  { page, limit }: { page: number; limit: number },
): Promise<{ docs: Booking[]; hasNextPage: boolean }> {
  const { docs, hasNextPage } = await req.payload.find({
    collection: 'bookings',
    sort: '-createdAt',
    depth: 1,
    limit,
    page,
    req,
  })
  return { docs, hasNextPage }
}
