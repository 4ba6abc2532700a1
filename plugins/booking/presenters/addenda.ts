// Addenda to a signed agreement (issue 49): a later change to what was agreed (date, time,
// package, total, schedule) never rewrites the signed document; it makes a numbered addendum
// (A-2026-00008-1) with the new terms, which the customer accepts by typing their name again.
import type { Booking } from '../types'

import { moneyState } from '../core/moneyState'
import { agreedFacts, agreedOf, type AgreedTerms } from './agreedTerms'
import { changesSinceSigning } from './changesSinceSigning'

export type Addendum = {
  number: string
  createdAt: string
  /** What it changes, from the terms before it: 'Date: … → …'. */
  changes: string[]
  /** The terms as they stand with it. */
  terms: AgreedTerms
  acceptedAt: string | null
  acceptedName: string | null
}

/** The booking's addenda, oldest first (none before the first change after signing). */
export function addendaOf(booking: Booking): Addendum[] {
  const list = (booking.agreement as { addenda?: unknown } | null | undefined)?.addenda
  return Array.isArray(list) ? (list as Addendum[]) : []
}

/** The terms in force: the last addendum's, else what was signed (null: nothing frozen). */
export function latestTerms(booking: Booking): AgreedTerms | null {
  return addendaOf(booking).at(-1)?.terms ?? agreedOf(booking)
}

/** The booking's terms now, in the agreement's shape (the schedule as the money state has it). */
export function termsNow(booking: Booking, before: AgreedTerms): AgreedTerms {
  const plan = before.plan
  return {
    ...agreedFacts(booking),
    plan: plan && {
      kind: plan.kind,
      parts: moneyState(booking).schedule.map((p) => ({
        dueDate: p.dueDate,
        amountCents: p.amountCents,
      })),
      autopay: booking.autopay ? plan.autopay : null,
    },
  }
}

/**
 * The addendum a change needs, or null when what was agreed still stands (or nothing was signed).
 * Numbered after the agreement: its number, a dash, and 1, 2, … in order.
 */
export function addendumFor(booking: Booking, now: Date): Addendum | null {
  const number = booking.agreement?.documentNumber
  const before = latestTerms(booking)
  if (!number || !before) return null
  const changes = changesSinceSigning(before, booking)
  if (!changes.length) return null
  return {
    number: `${number}-${addendaOf(booking).length + 1}`,
    createdAt: now.toISOString(),
    changes,
    terms: termsNow(booking, before),
    acceptedAt: null,
    acceptedName: null,
  }
}

/** An addendum as the customer's page and the workspace list it. */
export type AddendumView = {
  number: string
  createdAt: string
  changes: string[]
  acceptedAt: string | null
  acceptedName: string | null
}

export const addendumViews = (booking: Booking): AddendumView[] =>
  addendaOf(booking).map(({ number, createdAt, changes, acceptedAt, acceptedName }) => ({
    number,
    createdAt,
    changes,
    acceptedAt,
    acceptedName,
  }))
