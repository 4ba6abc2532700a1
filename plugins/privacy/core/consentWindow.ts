// CASL's implied consent lasts a fixed time from its evidence (s. 10(10)): 2 years after a
// purchase (or the end of the contract it made), 6 months after an inquiry. Express consent lasts
// until withdrawn. Pure: days are Winnipeg calendar dates ('YYYY-MM-DD').

import { addMonthsToDateString } from '@kernel'

export type ConsentBasis = 'express' | 'purchase' | 'inquiry'

export const IMPLIED_MONTHS: Record<Exclude<ConsentBasis, 'express'>, number> = {
  purchase: 24,
  inquiry: 6,
}

export type ConsentEvidence = {
  basis: ConsentBasis
  /** The Winnipeg date the window counts from: the purchase or contract's end, the inquiry... */
  day: string
  /** The date it covers from, when earlier than `day` (a purchase, before its event). */
  from?: string
  source: string
}

export type Consent = ConsentEvidence & { until: string | null }

/**
 * The first day the consent no longer covers (null: never, until withdrawn). The period ends the
 * day before the anniversary, so a message on the anniversary itself is refused.
 */
export function consentEnds(e: ConsentEvidence): string | null {
  return e.basis === 'express' ? null : addMonthsToDateString(e.day, IMPLIED_MONTHS[e.basis])
}

/** The consent that covers `today`, preferring express, then the one that lasts longest. */
export function consentOn(evidence: ConsentEvidence[], today: string): Consent | null {
  const valid = evidence
    .map((e) => ({ ...e, until: consentEnds(e) }))
    .filter((c) => (c.from ?? c.day) <= today && (c.until === null || today < c.until))
  valid.sort((a, b) =>
    a.until === null ? -1 : b.until === null ? 1 : b.until.localeCompare(a.until),
  )
  return valid[0] ?? null
}
