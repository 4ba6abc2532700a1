import type { CollectionAfterChangeHook, DataFromCollectionSlug, Payload } from 'payload'

import { afterCommit } from '@server-kit'

type Booking = DataFromCollectionSlug<'bookings'>

/** A booking made from a cart converts it, so it is no longer counted as abandoned. */
export const markCartConverted: CollectionAfterChangeHook<Booking> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || !doc.cartSessionId) return doc
  const { payload } = req
  // After the booking commits, outside its transaction: a cart failure must not abort a booking.
  await afterCommit(req, () => convertCart(payload, doc.cartSessionId as string, doc.id))
  return doc
}

async function convertCart(payload: Payload, sessionId: string, bookingId: number) {
  try {
    const { docs } = await payload.find({
      collection: 'carts',
      where: { sessionId: { equals: sessionId } },
      limit: 1,
      depth: 0,
    })
    if (docs[0])
      await payload.update({
        collection: 'carts',
        id: docs[0].id,
        data: { converted: true, booking: bookingId },
        depth: 0,
      })
  } catch (error) {
    // Bookkeeping only: never fail a booking over its cart.
    payload.logger.error({ err: error, msg: 'could not mark cart converted' })
  }
}
