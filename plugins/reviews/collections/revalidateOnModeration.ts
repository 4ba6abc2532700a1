import type { CollectionAfterChangeHook } from 'payload'

import { revalidatePath } from 'next/cache'

import { announcePageChange } from '@server-kit'

/**
 * The landing page and the packages show published reviews and the rating computed from them:
 * a review saved refreshes the cached pages here and, through PostgreSQL, on every server.
 */
export const revalidateOnModeration: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (req.context.disableRevalidate) return doc
  try {
    revalidatePath('/', 'layout')
  } catch {
    // Outside a Next.js request (a job, a script) there is no cache here to clear.
  }
  await announcePageChange(req)
  return doc
}
