import type {
  CollectionAfterChangeHook,
  CollectionConfig,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { revalidatePath } from 'next/cache'

import { announcePageChange } from '@server-kit'

// Public pages are statically cached; a staff edit must show up at once, on every server.
const revalidateAll = async (req: PayloadRequest) => {
  if (req.context.disableRevalidate) return
  try {
    revalidatePath('/', 'layout')
  } catch {
    // Outside a Next.js request (seed script, CLI) there is no cache here to clear.
  }
  // The other servers (and this one again, after the commit) hear it through PostgreSQL.
  await announcePageChange(req)
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  await revalidateAll(req)
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await revalidateAll(req)
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, req }) => {
  await revalidateAll(req)
  return doc
}

/** A collection whose edits revalidate the site's pages (the booking plugin's catalog). */
export const withSiteRevalidation = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    afterChange: [...(collection.hooks?.afterChange ?? []), revalidateAfterChange],
    afterDelete: [...(collection.hooks?.afterDelete ?? []), revalidateAfterDelete],
  },
})
