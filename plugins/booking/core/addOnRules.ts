// Resolves an add-on's pricing for one package: the package override wins
// field by field, anything it leaves null falls back to the add-on default.
import type { CatalogAddOn, CatalogPackage, PricingRule } from './types'
import type { Cents } from '@kernel'

export interface EffectiveAddOnRule {
  offered: boolean
  pricingRule: PricingRule
  priceCents: Cents
  unitMinutes: number | null
}

export function effectiveAddOnRule(
  addOn: CatalogAddOn,
  pkg: Pick<CatalogPackage, 'id'>,
): EffectiveAddOnRule {
  const override = addOn.overrides.find((o) => o.packageId === pkg.id)
  return {
    offered: !override?.notOffered,
    pricingRule: override?.pricingRule ?? addOn.pricingRule,
    priceCents: override?.priceCents ?? addOn.priceCents,
    unitMinutes: override?.unitMinutes ?? addOn.unitMinutes,
  }
}
