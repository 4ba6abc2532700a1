import MiniSearch from 'minisearch'

import { STOP_WORDS } from './stopWords'
import type { KnowledgeDoc } from './types'

export type KnowledgeIndex = { search: (question: string) => KnowledgeHit[] }
export type KnowledgeHit = { doc: KnowledgeDoc; score: number; coverage: number }

const processTerm = (term: string) => {
  const t = term.toLowerCase().replace(/[’']s$/, '')
  return t.length < 2 || STOP_WORDS.has(t) ? null : t
}

/** Full-text index over the facts (MiniSearch: BM25 with fuzzy and prefix matching). */
export function knowledgeIndex(docs: KnowledgeDoc[]): KnowledgeIndex {
  const mini = new MiniSearch<KnowledgeDoc>({
    fields: ['title', 'keywords', 'text'],
    storeFields: ['id'],
    processTerm,
    searchOptions: { boost: { title: 3, keywords: 2 }, fuzzy: 0.2, prefix: true },
  })
  mini.addAll(docs)
  const byId = new Map(docs.map((d) => [d.id, d]))
  return {
    search(question) {
      const asked = new Set(
        (MiniSearch.getDefault('tokenize') as (text: string) => string[])(question)
          .map(processTerm)
          .filter((t): t is string => Boolean(t)),
      )
      if (!asked.size) return []
      return mini.search(question).map((r) => ({
        doc: byId.get(r.id as string)!,
        score: r.score,
        // Share of the question's topic words this fact matched (MiniSearch reports which).
        coverage: new Set(r.queryTerms).size / asked.size,
      }))
    },
  }
}
