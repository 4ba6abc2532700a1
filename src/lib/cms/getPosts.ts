import { cache } from 'react'

import type { Post } from '@/payload-types'

import { getPayloadClient } from './getPayloadClient'

/** Published posts, newest first (drafts stay hidden: read as a visitor). */
export const getPosts = cache(async (): Promise<Post[]> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    sort: '-publishedDate',
    limit: 100,
    depth: 1,
    draft: false,
    overrideAccess: false,
  })
  return docs
})

/** One published post by slug; cached per request so metadata and page share one query. */
export const getPostBySlug = cache(async (slug: string): Promise<Post | null> => {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'posts',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    draft: false,
    overrideAccess: false,
  })
  return docs[0] ?? null
})
