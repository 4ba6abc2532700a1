// Prices one add-on for one package, after overrides. Quantities only make
// sense for per-unit add-ons; flat and per-booth-hour ones are on/off (qty 1).
import { effectiveAddOnRule, type EffectiveAddOnRule } from './addOnRules'
import { roundHalfUp } from '@kernel'
import type { CatalogAddOn, CatalogPackage, QuoteError } from './types'
import type { Cents } from '@kernel'

export interface PriceAddOnInput {
  addOn: CatalogAddOn
  pkg: CatalogPackage
  quantity: number
  /** Extra event minutes on the booking: a second booth is billed for them too. */
  extraEventMinutes?: number
}

export type PriceAddOnResult =
  | {
      ok: true
      quantity: number
      amountCents: Cents
      rule: EffectiveAddOnRule
      /** Event minutes (extend_event) or setup minutes (extend_setup) this add-on adds. */
      addedMinutes: number
    }
  | { ok: false; error: QuoteError }

function fail(addOn: CatalogAddOn, code: QuoteError['code'], message: string): PriceAddOnResult {
  return { ok: false, error: { code, message, field: 'addOns', addOnId: addOn.id } }
}

function quantityProblem(
  addOn: CatalogAddOn,
  rule: EffectiveAddOnRule,
  quantity: number,
): string | null {
  if (rule.pricingRule !== 'per_unit')
    return quantity === 1 ? null : `${addOn.name} can only be added once`
  const min = Math.max(1, addOn.minQuantity)
  const max = addOn.maxQuantity
  const ok = Number.isSafeInteger(quantity) && quantity >= min && (max == null || quantity <= max)
  if (ok) return null
  return max == null
    ? `${addOn.name} quantity must be a whole number of at least ${min}`
    : `${addOn.name} quantity must be a whole number from ${min} to ${max}`
}

export function priceAddOn({
  addOn,
  pkg,
  quantity,
  extraEventMinutes = 0,
}: PriceAddOnInput): PriceAddOnResult {
  const rule = effectiveAddOnRule(addOn, pkg)
  if (!rule.offered)
    return fail(
      addOn,
      'addon_not_offered',
      `${addOn.name} is not available with the ${pkg.name} package`,
    )
  const problem = quantityProblem(addOn, rule, quantity)
  if (problem) return fail(addOn, 'quantity_invalid', problem)
  if (!Number.isInteger(extraEventMinutes) || extraEventMinutes < 0)
    throw new RangeError(`Invalid extraEventMinutes: ${extraEventMinutes}`)

  let amountCents: Cents
  if (rule.pricingRule === 'per_unit') amountCents = rule.priceCents * quantity
  else if (rule.pricingRule === 'flat') amountCents = rule.priceCents
  // Hourly rate over the whole event, fractional hours included: 2.5 h × $99 = $247.50.
  else amountCents = roundHalfUp((rule.priceCents * (pkg.durationMinutes + extraEventMinutes)) / 60)

  const extends_ = addOn.effect === 'extend_event' || addOn.effect === 'extend_setup'
  const addedMinutes = extends_ ? (rule.unitMinutes ?? 0) * quantity : 0
  return { ok: true, quantity, amountCents, rule, addedMinutes }
}
