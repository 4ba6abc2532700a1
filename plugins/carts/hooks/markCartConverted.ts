import type { CollectionAfterChangeHook, DataFromCollectionSlug } from 'payload'

type Booking = DataFromCollectionSlug<'bookings'>

/** A booking made from a cart converts it, so it is no longer counted as abandoned. */
export const markCartConverted: CollectionAfterChangeHook<Booking> = async ({
  doc,
  operation,
  req,
}) => {
  if (operation !== 'create' || !doc.cartSessionId) return doc
  try {
    const { docs } = await req.payload.find({
      collection: 'carts',
      where: { sessionId: { equals: doc.cartSessionId } },
      limit: 1,
      depth: 0,
      req,
    })
    if (docs[0])
      await req.payload.update({
        collection: 'carts',
        id: docs[0].id,
        data: { converted: true, booking: doc.id },
        depth: 0,
        req,
      })
  } catch (error) {
    // Bookkeeping only: never fail a booking over its cart.
    req.payload.logger.error({ err: error, msg: 'could not mark cart converted' })
  }
  return doc
}
