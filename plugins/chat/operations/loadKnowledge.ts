import type { PayloadRequest } from 'payload'

import { knowledgeDocs } from '../core/knowledgeDocs'
import { knowledgeIndex, type KnowledgeIndex } from '../core/knowledgeIndex'
import type { KnowledgeContent } from '../core/types'
import { loadKnowledgeContent } from './loadKnowledgeContent'

export type Knowledge = { version: string; content: KnowledgeContent; index: KnowledgeIndex }

const SOURCES = ['faqs', 'packages', 'add-ons', 'backdrops', 'service-areas'] as const
let cached: Knowledge | null = null

/**
 * The content version: each source's count and latest edit. Cheap to read on every question,
 * and every app server sees a staff edit at once (no in-memory signal to miss).
 */
async function contentVersion(req: PayloadRequest): Promise<string> {
  const [settings, ...latest] = await Promise.all([
    req.payload.findGlobal({ slug: 'site-settings', depth: 0, req }),
    ...SOURCES.map((collection) =>
      req.payload
        .find({
          collection,
          sort: '-updatedAt',
          limit: 1,
          depth: 0,
          req,
          select: { updatedAt: true },
        })
        .then((r) => `${r.totalDocs}@${r.docs[0]?.updatedAt ?? ''}`),
    ),
  ])
  return [settings.updatedAt ?? '', ...latest].join('|')
}

/** The search index over the CMS, rebuilt whenever staff have changed its content. */
export async function loadKnowledge({ req }: { req: PayloadRequest }): Promise<Knowledge> {
  const version = await contentVersion(req)
  if (cached?.version === version) return cached
  const content = await loadKnowledgeContent({ req })
  cached = { version, content, index: knowledgeIndex(knowledgeDocs(content)) }
  return cached
}
