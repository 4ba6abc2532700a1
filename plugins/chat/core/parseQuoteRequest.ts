import { effectiveAddOnRule, locatePlace, type AddOnSelection, type Place } from '@booking/rules'
import { parseEventDate, parseEventTime } from './parseEventDate'
import type { KnowledgeAddOn, KnowledgePackage } from './types'

export type QuoteRequestInText = {
  pkg: KnowledgePackage
  eventDate: string | null
  eventTime: string | null
  place: Place | null
  selections: AddOnSelection[]
}

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
}
const AMOUNT = '(\\d+(?:\\.\\d+)?|an?|one|two|three|four|five|six)'
const amount = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s)
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const words = (s: string) =>
  new RegExp(`\\b${escape(s.toLowerCase()).replace(/[\s-]+/g, '[\\s-]*')}\\b`, 'i')

/**
 * The package a question names (longest name or alias wins: "Digital Plus" over "Digital").
 * Add-on names are masked first: "custom backdrop" is not the Custom package.
 */
export function findPackage(
  question: string,
  packages: KnowledgePackage[],
  addOns: Pick<KnowledgeAddOn, 'name'>[] = [],
): KnowledgePackage | null {
  const text = addOns.reduce((t, a) => t.replace(new RegExp(words(a.name), 'gi'), ' '), question)
  const names = packages
    .flatMap((pkg) => [pkg.name, pkg.slug, ...pkg.aliases].map((name) => ({ pkg, name })))
    .filter((n) => n.name.trim().length > 2)
    .sort((a, b) => b.name.length - a.name.length)
  return names.find((n) => words(n.name).test(text))?.pkg ?? null
}

/** Minutes asked for with a phrase: "2 extra hours", "an hour of early set-up", "30 more minutes". */
function minutesNear(text: string, cue: string): number | null {
  const unit = '(hours?|hrs?|minutes?|mins?)'
  const before = text.match(new RegExp(`${AMOUNT}\\s+(?:${cue})\\s*${unit}`, 'i'))
  const after = text.match(new RegExp(`(?:${cue})\\D{0,12}?${AMOUNT}\\s*${unit}`, 'i'))
  const hit = before ?? after
  if (!hit) return null
  const n = amount(hit[1])
  return /^h/i.test(hit[2]) ? n * 60 : n
}

/** What a price question asks for, in the booking core's terms; null when no package is named. */
export function parseQuoteRequest(
  text: string,
  catalog: {
    packages: KnowledgePackage[]
    addOns: KnowledgeAddOn[]
    places: readonly Place[]
    today: string
  },
): QuoteRequestInText | null {
  const pkg = findPackage(text, catalog.packages, catalog.addOns)
  if (!pkg) return null
  const selections: AddOnSelection[] = []
  for (const addOn of catalog.addOns) {
    const rule = effectiveAddOnRule(addOn, pkg)
    if (!rule.offered) continue
    let quantity: number
    if (addOn.effect === 'extend_event') {
      const minutes =
        minutesNear(text, 'extra|more|additional|added') ?? (/\bextra time\b/i.test(text) ? 60 : 0)
      quantity = rule.unitMinutes ? Math.ceil(minutes / rule.unitMinutes) : minutes ? 1 : 0
    } else if (addOn.effect === 'extend_setup') {
      const asked = /\bearly[\s-]*set[\s-]*up\b/i.test(text)
      const minutes = minutesNear(text, 'of early[\\s-]*set[\\s-]*up|early[\\s-]*set[\\s-]*up') ?? 0
      quantity = !asked
        ? 0
        : rule.unitMinutes && minutes
          ? Math.ceil(minutes / rule.unitMinutes)
          : 1
    } else if (addOn.effect === 'second_booth') {
      quantity = /\b(two|2|second|both|double)\s+(photo\s+)?booths?\b/i.test(text) ? 1 : 0
    } else quantity = words(addOn.name).test(text) ? 1 : 0
    if (quantity > 0) selections.push({ addOnId: addOn.id, quantity })
  }
  return {
    pkg,
    eventDate: parseEventDate(text, catalog.today),
    eventTime: parseEventTime(text),
    place: locatePlace(text, catalog.places),
    selections,
  }
}
