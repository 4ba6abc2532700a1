// What a visitor has told the assistant so far in one chat, so the next question is answered
// with it ("Classic in Selkirk?" then "June 12 at 5 pm" is one quote). Pure: stored by the caller.
import { locatePlace, type Place } from '@booking/rules'
import { parseEventDate, parseEventTime } from './parseEventDate'
import { findPackage } from './parseQuoteRequest'
import type { KnowledgeAddOn, KnowledgePackage } from './types'

export type ChatMemory = {
  packageSlug: string | null
  place: string | null
  eventDate: string | null
  eventTime: string | null
  guests: number | null
}

export const emptyMemory: ChatMemory = {
  packageSlug: null,
  place: null,
  eventDate: null,
  eventTime: null,
  guests: null,
}

type Catalog = {
  packages: KnowledgePackage[]
  addOns: KnowledgeAddOn[]
  places: readonly Place[]
  today: string
}

const GUESTS = /\b(\d{1,4})\s*(?:guests?|people|persons?|attendees|ppl|adults)\b/i

/** The memory after one more visitor line: what it names replaces what was known. */
export function rememberFrom(
  text: string,
  memory: ChatMemory,
  catalog: Catalog,
): { memory: ChatMemory; learned: (keyof ChatMemory)[] } {
  const found: Partial<ChatMemory> = {
    packageSlug: findPackage(text, catalog.packages, catalog.addOns)?.slug ?? null,
    place: locatePlace(text, catalog.places)?.name ?? null,
    eventDate: parseEventDate(text, catalog.today),
    eventTime: parseEventTime(text),
    guests: Number(text.match(GUESTS)?.[1]) || null,
  }
  const learned = (Object.keys(found) as (keyof ChatMemory)[]).filter((k) => found[k] !== null)
  const next = { ...memory }
  for (const k of learned) Object.assign(next, { [k]: found[k] })
  // A date already past (a remembered "June 12" asked about in July) is forgotten.
  if (next.eventDate && next.eventDate < catalog.today) next.eventDate = null
  return { memory: next, learned }
}

/** The remembered package, if it is still in the catalog. */
export const rememberedPackage = (memory: ChatMemory, packages: KnowledgePackage[]) =>
  packages.find((p) => p.slug === memory.packageSlug) ?? null

/** The wizard link with everything known filled in (package, date, time, town, name, email). */
export function bookingLink(
  memory: ChatMemory,
  packageId: number | null,
  visitor: { name?: string | null; email?: string | null } = {},
): string {
  const params = new URLSearchParams()
  if (packageId) params.set('package', String(packageId))
  if (memory.eventDate) params.set('date', memory.eventDate)
  if (memory.eventTime) params.set('time', memory.eventTime)
  if (memory.place) params.set('town', memory.place)
  if (memory.guests) params.set('guests', String(memory.guests))
  if (visitor.name && visitor.name !== 'Anonymous') params.set('name', visitor.name)
  if (visitor.email && /@/.test(visitor.email)) params.set('email', visitor.email)
  const query = params.toString()
  return query ? `/booking?${query}` : '/booking'
}
