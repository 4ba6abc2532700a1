// The next answer from what the visitor has told us in this chat, not only from this line.
import { formatCad, formatDuration } from '@kernel'
import { locatePlace, type Place } from '@booking/rules'
import { rememberedPackage, type ChatMemory } from './chatMemory'
import { parseQuoteRequest } from './parseQuoteRequest'
import type { KnowledgeIndex } from './knowledgeIndex'
import { MIN_COVERAGE, MIN_SCORE, PRICE_WORDS, type ReplyPlan, WANTS_PERSON } from './planReply'
import { splitQuestion } from './splitQuestion'
import type { KnowledgeAddOn, KnowledgePackage } from './types'

const AVAILABILITY_WORDS = /\b(available|availability|free|open|book|booked)\b/i

type Ctx = {
  /** The CMS facts: a line one of them answers is a new question, not a follow-up. */
  index?: KnowledgeIndex
  packages: KnowledgePackage[]
  addOns: KnowledgeAddOn[]
  places: readonly Place[]
  today: string
}

const listWords = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]

/** "Classic: $449 for 2.5 hours. Tell me the date and start time, and I'll quote … Selkirk …" */
function askForDate(pkg: KnowledgePackage, memory: ChatMemory): string {
  const price =
    pkg.priceCents === null ? (pkg.priceLabel ?? 'priced by quote') : formatCad(pkg.priceCents)
  const length = pkg.durationMinutes ? ` for ${formatDuration(pkg.durationMinutes, 'words')}` : ''
  const missing = ['date', ...(memory.eventTime ? [] : ['start time'])]
  if (!memory.place) missing.push('town')
  const where = memory.place ? ` in ${memory.place}` : ''
  return `${pkg.name}: ${price}${length}. Tell me the ${listWords(missing)}, and I'll quote the exact total${where} and check the booths.`
}

/** Asks for the figure again in so many words: the one case a quote is repeated. */
const ASKS_QUOTE =
  /\b(quote|total|how much (would|will|is|does) (it|that|this)|what would (it|that) cost)\b/i
/** Facts about the event itself are follow-up material; every other fact is a topic of its own. */
const EVENT_FACT = /^(package|area|addOn):/

/**
 * Issue 49: after one quote, "What are your hours and do you go to Gimli?" was quoted again for
 * Gimli. A line (or any part of it) that a CMS fact answers with confidence is a new question:
 * memory only fills what a follow-up leaves out (the date or town), never replaces a topic.
 */
export function isNewTopic(question: string, index: KnowledgeIndex | undefined): boolean {
  if (!index || ASKS_QUOTE.test(question)) return false
  // A part is new when the fact that best answers it is not about the event: "How much is the
  // Classic then?" is best answered by the package (a follow-up), "What are your hours" by a FAQ.
  return splitQuestion(question).some((part) => {
    const best = index.search(part).find((h) => h.coverage >= MIN_COVERAGE && h.score >= MIN_SCORE)
    return best !== undefined && !EVENT_FACT.test(best.doc.id)
  })
}

/**
 * A plan that uses the chat's memory, or null to answer the line on its own (a question about
 * hours, a request for a person, a new topic, or a line that adds nothing about the event).
 */
export function planWithMemory(
  question: string,
  ctx: Ctx,
  memory: ChatMemory,
  learned: (keyof ChatMemory)[],
): ReplyPlan | null {
  if (WANTS_PERSON.test(question) || isNewTopic(question, ctx.index)) return null
  const aboutEvent =
    learned.some((k) => k !== 'guests') ||
    PRICE_WORDS.test(question) ||
    AVAILABILITY_WORDS.test(question)
  if (!aboutEvent) return null
  const pkg = rememberedPackage(memory, ctx.packages)
  if (pkg && memory.eventDate) {
    const named = parseQuoteRequest(question, ctx)
    return {
      kind: 'quote',
      request: {
        pkg,
        eventDate: memory.eventDate,
        eventTime: memory.eventTime,
        place: memory.place ? locatePlace(memory.place, ctx.places) : null,
        selections: named?.pkg.slug === pkg.slug ? named.selections : [],
      },
    }
  }
  if (pkg && (learned.includes('packageSlug') || PRICE_WORDS.test(question)))
    return { kind: 'facts', answer: askForDate(pkg, memory), sources: [`package:${pkg.slug}`] }
  if (memory.eventDate && (learned.includes('eventDate') || learned.includes('eventTime')))
    return { kind: 'availability', date: memory.eventDate, time: memory.eventTime, pkg }
  return null
}
