import type { z } from 'zod'

import type { PreviewQuoteData } from '../../previewSchema'
import type { createQuoteSchema } from '../../schemas'
import type { BuilderValues } from './builderTypes'
import { lineAmountCents } from './lineAmount'

export type CreateQuoteBody = z.input<typeof createQuoteSchema>
type PreviewBody = Omit<PreviewQuoteData, 'addOnQuantities'> & {
  addOnQuantities: Record<string, number>
}

const addOns = (qty: Record<string, number>) => {
  const chosen = Object.entries(qty).filter(([, n]) => n > 0)
  return {
    selectedAddOns: chosen.map(([id]) => Number(id)),
    addOnQuantities: Object.fromEntries(chosen),
  }
}

/** The custom lines as the server takes them; null while a row is half typed. */
export function linesOf(v: BuilderValues) {
  const lines = v.lines.map((l) => ({
    label: l.label.trim(),
    amountCents: lineAmountCents(l.amount),
  }))
  return lines.every((l) => l.label.length >= 2 && l.amountCents !== null)
    ? (lines as { label: string; amountCents: number }[])
    : null
}

/** What prices the form as it stands (null until there is a date and an address to price). */
export function previewBody(v: BuilderValues): PreviewBody | null {
  const lines = linesOf(v)
  if (!v.eventDate || !v.address.trim() || !v.packageId || !lines) return null
  return {
    packageId: Number(v.packageId),
    eventDate: v.eventDate,
    eventTime: v.eventTime,
    address: v.address.trim(),
    ...addOns(v.qty),
    lines,
  }
}

/** POST /api/quotes (and /:id/revise): the customer, the event, the lines, expiry and hold. */
export function quoteBody(v: BuilderValues, leadId: number | null): CreateQuoteBody {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    email: v.email.trim(),
    phone: v.phone,
    packageId: Number(v.packageId),
    eventDate: v.eventDate,
    eventTime: v.eventTime,
    address: v.address.trim(),
    backdropId: Number(v.backdropId),
    // Blank: the booking's defaults ('Not specified'); a count as typed (the server checks it).
    ...(v.eventType.trim() ? { eventType: v.eventType.trim() } : {}),
    ...(v.guestCount.trim() ? { guestCount: v.guestCount.trim() } : {}),
    ...(v.notes.trim() ? { notes: v.notes.trim() } : {}),
    ...addOns(v.qty),
    lines: linesOf(v) ?? [],
    expiresOn: v.expiresOn,
    holdBooth: v.holdBooth,
    ...(leadId ? { leadId } : {}),
  }
}
