import { locatePlace, type Place } from '@booking/rules'
import type { KnowledgeIndex } from './knowledgeIndex'
import { parseEventDate, parseEventTime } from './parseEventDate'
import { parseQuoteRequest, type QuoteRequestInText } from './parseQuoteRequest'
import type { KnowledgeAddOn, KnowledgePackage } from './types'

export type ReplyPlan =
  | { kind: 'quote'; request: QuoteRequestInText & { eventDate: string } }
  | { kind: 'availability'; date: string; time: string | null; pkg: KnowledgePackage | null }
  | { kind: 'place'; place: Place }
  | { kind: 'facts'; answer: string; sources: string[] }
  | { kind: 'staff' }
  | { kind: 'greeting' }
  | { kind: 'unknown' }

/** Below this share of its topic words matched, a hit is a guess, and we don't guess. */
export const MIN_COVERAGE = 0.6
/** A BM25 score this low is one common word in a long text: a coincidence, not an answer. */
export const MIN_SCORE = 5

const mentions = (text: string, name: string) =>
  new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(text)
export const PRICE_WORDS = /\b(how much|price|prices|cost|costs|quote|total|rate|rates)\b/i
const TRAVEL_WORDS =
  /\b(go|goes|come|travel|travels|serve|serves|service|servicing|cover|deliver|drive|area|visit|out to|far)\b/i
const GREETING = /^\s*(hi|hello|hey|thanks|thank you|good (morning|afternoon|evening))\b/i
export const WANTS_PERSON =
  /\b(human|real person|someone|staff|agent|representative|talk to|speak (to|with))\b/i

/**
 * Decides how to answer: an exact quote (a package, a date and a price word), the booths'
 * availability (a date), a town outside the service areas, the facts retrieval finds with
 * enough confidence, a hand-off to staff when asked, or an honest "I don't know".
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
  const date = request?.eventDate ?? parseEventDate(text, ctx.today)
  if (date)
    return { kind: 'availability', date, time: parseEventTime(text), pkg: request?.pkg ?? null }
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
  const hits = ctx.index
    .search(text)
    .filter((h) => h.coverage >= MIN_COVERAGE && h.score >= MIN_SCORE)
  const place = locatePlace(text, ctx.places)
  if (place && (TRAVEL_WORDS.test(text) || !hits.length)) {
    // A service area answers from its own fact; any other town is measured by the booking rules.
    const area = ctx.index.search(place.name).find((h) => h.doc.entity === place.name)
    if (area) return { kind: 'facts', answer: area.doc.answer, sources: [area.doc.id] }
    return { kind: 'place', place }
  }
  // A town the question names picks its own fact over the general travel FAQ.
  const named = hits.find((h) => h.doc.entity && mentions(text, h.doc.entity))
  const top = named ?? hits[0]
  if (!top) return GREETING.test(text) ? { kind: 'greeting' } : { kind: 'unknown' }
  return { kind: 'facts', answer: top.doc.answer, sources: [top.doc.id] }
}
