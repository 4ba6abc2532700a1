import { phoneDigits } from '@kernel'

/** A `where` clause as Payload takes it (kept structural: core/ does not import Payload). */
export type Where = { [field: string]: unknown; and?: Where[]; or?: Where[] }

/** The fields the bookings list's search box looks in (Payload ORs a `like` on each). */
export const BOOKING_SEARCH_FIELDS = ['reference', 'firstName', 'lastName', 'email', 'phone']

// Phones are stored as 10 digits: "(204) 555-0123" must find 2045550123.
const PHONE_LIKE = /^[\d\s()+.-]+$/

/**
 * What Payload's one `like` per field cannot find: a phone typed with punctuation, and a full
 * name ("Priya Singh": first name and last name, each matching its part).
 */
export const extraSearchConditions = (term: string): Where[] => {
  const text = term.trim()
  if (PHONE_LIKE.test(text)) {
    const digits = phoneDigits(text)
    return digits.length >= 3 && digits !== text ? [{ phone: { like: digits } }] : []
  }
  const words = text.split(/\s+/).filter(Boolean)
  return words.length >= 2
    ? [
        {
          and: [
            { firstName: { like: words[0] } },
            { lastName: { like: words.slice(1).join(' ') } },
          ],
        },
      ]
    : []
}

// The term of Payload's `reference like <term>`, or undefined for any other condition.
const referenceLike = (c: Where): unknown => {
  const r = c.reference
  return r && typeof r === 'object' && 'like' in r ? (r as { like: unknown }).like : undefined
}

/**
 * The list's search condition (an `or` holding `reference like <term>`, wherever Payload nested
 * it), widened with extraSearchConditions; any other query is returned as it was.
 */
export const widenBookingSearch = (where: Where | undefined): Where | undefined => {
  if (!where) return where
  const term = Array.isArray(where.or) ? where.or.map(referenceLike).find(Boolean) : undefined
  if (typeof term === 'string' && where.or)
    return { ...where, or: [...where.or, ...extraSearchConditions(term)] }
  if (Array.isArray(where.and))
    return { ...where, and: where.and.map((w) => widenBookingSearch(w) ?? w) }
  return where
}
