import type { PayloadRequest } from 'payload'

import type { Backdrop } from '../../types'

import { cachedCatalogValue } from './catalogCache'
import { bookingRuntime } from '../../config/bookingRuntime'

/** A backdrop with its image (depth 1), from the catalog cache; null when there is none. */
export async function findBackdrop({
  req,
  id,
}: {
  req: PayloadRequest
  id: number
}): Promise<Backdrop | null> {
  return cachedCatalogValue(req, `backdrop:${id}`, async () => {
    const doc = await req.payload.findByID({
      collection: bookingRuntime(req.payload).slugs.backdrops,
      id,
      depth: 1,
      disableErrors: true,
    })
    return doc ?? null
  })
}
