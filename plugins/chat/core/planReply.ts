import type { Place } from '../../booking/core'
import type { KnowledgeIndex } from './knowledgeIndex'
import { parseQuoteRequest, type QuoteRequestInText } from './parseQuoteRequest'
import type { KnowledgeAddOn, KnowledgePackage } from './types'

export type ReplyPlan =
  | { kind: 'quote'; request: QuoteRequestInText & { eventDate: string } }
  | { kind: 'facts'; answer: string; sources: string[] }
  | { kind: 'staff' }
  | { kind: 'unknown' }

/** Below this share of its topic words matched, a hit is a guess, and we don't guess. */
export const MIN_COVERAGE = 0.6

const PRICE_WORDS = /\b(how much|price|prices|cost|costs|quote|total|rate|rates)\b/i
const WANTS_PERSON =
  /\b(human|real person|someone|staff|agent|representative|talk to|speak (to|with))\b/i

/**
 * Decides how to answer: an exact quote (a package and a date are named), the facts retrieval
 * finds with enough confidence, a hand-off to staff when asked, or an honest "I don't know".
 */
export function planReply(
  question: string,
  ctx: {
    index: KnowledgeIndex
    packages: KnowledgePackage[]
    addOns: KnowledgeAddOn[]
    places: readonly Place[]
    today: string
  },
): ReplyPlan {
  const text = question.trim()
  if (WANTS_PERSON.test(text)) return { kind: 'staff' }
  const request = parseQuoteRequest(text, ctx)
  if (request?.eventDate && PRICE_WORDS.test(text)) {
    return { kind: 'quote', request: { ...request, eventDate: request.eventDate } }
  }
  if (request) {
    // A named package without a date: its own facts, and how to get an exact figure.
    const doc = ctx.index
      .search(request.pkg.name)
      .find((h) => h.doc.id === `package:${request.pkg.slug}`)
    if (doc) {
      const tip = PRICE_WORDS.test(text)
        ? ' Tell me the date and town and I will quote the exact total.'
        : ''
      return { kind: 'facts', answer: doc.doc.answer + tip, sources: [doc.doc.id] }
    }
  }
  const [top] = ctx.index.search(text)
  if (!top || top.coverage < MIN_COVERAGE) return { kind: 'unknown' }
  return { kind: 'facts', answer: top.doc.answer, sources: [top.doc.id] }
}
