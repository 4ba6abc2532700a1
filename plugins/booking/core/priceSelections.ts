// Validates and prices the customer's add-on selections as a set: the second
// booth is billed over the event length including purchased extra time, so
// extend_event add-ons are resolved before anything else is priced.
import { addDaysToDateString } from '@kernel'
import { priceAddOn } from './priceAddOn'
import type { AddOnSelection, CatalogAddOn, CatalogPackage, QuoteError, QuoteLine } from './types'
import type { Cents } from '@kernel'

export interface PriceSelectionsInput {
  pkg: CatalogPackage
  addOns: CatalogAddOn[]
  selections: AddOnSelection[]
  /** YYYY-MM-DD; both must be valid (checked by the caller). */
  eventDate: string
  today: string
  /** Add-ons already booked (a later change keeps them): their lead time was met at booking. */
  leadTimeExempt?: number[]
}

export interface PricedSelections {
  lines: QuoteLine[]
  addOnsTotalCents: Cents
  extraEventMinutes: number
  earlySetupMinutes: number
  boothsNeeded: 1 | 2
}

export type PriceSelectionsResult =
  { ok: true; value: PricedSelections } | { ok: false; error: QuoteError }

const fail = (
  code: QuoteError['code'],
  message: string,
  addOnId: number,
): PriceSelectionsResult => ({
  ok: false,
  error: { code, message, field: 'addOns', addOnId },
})

export function priceSelections(input: PriceSelectionsInput): PriceSelectionsResult {
  const { pkg, addOns, selections, eventDate, today } = input
  const chosen: Array<{ addOn: CatalogAddOn; index: number; quantity: number }> = []
  for (const s of selections) {
    const index = addOns.findIndex((a) => a.id === s.addOnId)
    if (index < 0) return fail('addon_unknown', 'Unknown add-on', s.addOnId)
    const addOn = addOns[index]
    if (chosen.some((c) => c.addOn.id === addOn.id))
      return fail('addon_duplicate', `${addOn.name} was selected more than once`, addOn.id)
    chosen.push({ addOn, index, quantity: s.quantity })
  }
  chosen.sort((a, b) => a.index - b.index) // catalog order, whatever order the UI sent

  // Pass 1: validity, lead time and the minutes each add-on adds.
  let extraEventMinutes = 0
  let earlySetupMinutes = 0
  for (const { addOn, quantity } of chosen) {
    const r = priceAddOn({ addOn, pkg, quantity })
    if (!r.ok) return r
    const exempt = input.leadTimeExempt?.includes(addOn.id) ?? false
    if (
      !exempt &&
      addOn.leadTimeDays > 0 &&
      eventDate < addDaysToDateString(today, addOn.leadTimeDays)
    ) {
      return fail(
        'addon_lead_time',
        `${addOn.name} must be booked at least ${addOn.leadTimeDays} days before the event`,
        addOn.id,
      )
    }
    if (addOn.effect === 'extend_event') extraEventMinutes += r.addedMinutes
    if (addOn.effect === 'extend_setup') earlySetupMinutes += r.addedMinutes
  }

  // Pass 2: final amounts, now that the total event length is known.
  const lines: QuoteLine[] = []
  let addOnsTotalCents = 0
  for (const { addOn, quantity } of chosen) {
    const r = priceAddOn({ addOn, pkg, quantity, extraEventMinutes })
    if (!r.ok) return r
    lines.push({
      kind: 'addon',
      label: addOn.name,
      quantity: r.quantity,
      amountCents: r.amountCents,
      addOnId: addOn.id,
    })
    addOnsTotalCents += r.amountCents
  }
  const boothsNeeded = chosen.some((c) => c.addOn.effect === 'second_booth') ? 2 : 1
  return {
    ok: true,
    value: { lines, addOnsTotalCents, extraEventMinutes, earlySetupMinutes, boothsNeeded },
  }
}
