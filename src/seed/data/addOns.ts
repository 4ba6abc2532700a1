/**
 * Seed data: optional add-ons offered in step 4 of the booking wizard.
 *
 * Pricing rules (CAD dollars, taxes included):
 * - per_unit:       price × quantity; each unit adds `unitMinutes`.
 * - per_booth_hour: price × (package hours + extra-time hours) for the second booth.
 * - flat:           one fixed price.
 * `overrides` carry the package-specific rules (Digital Lite = the spec's Self-Serve).
 */

import type { AddOnEffect, PricingRule } from '@booking/rules'

export type AddOnOverride = {
  packageSlug: string
  notOffered: boolean
  pricingRule?: PricingRule
  price?: number
  unitMinutes?: number
}

export type SeedAddOn = {
  name: string
  slug: string
  description: string
  displayOrder: number
  effect: AddOnEffect
  pricingRule: PricingRule
  price: number
  unitMinutes: number | null
  minQuantity: number
  maxQuantity: number
  /** Minimum days between booking and event for this add-on. */
  leadTimeDays: number
  overrides: AddOnOverride[]
}

export const addOns: SeedAddOn[] = [
  {
    name: 'Extra Time',
    slug: 'extra-time',
    description:
      'Keep the fun going! Add an extra hour of booth time for $69. Self-serve (Digital Lite) bookings extend in 30-minute blocks for $29. Extra time can also be added on the day if the party is still going strong.',
    displayOrder: 1,
    effect: 'extend_event',
    pricingRule: 'per_unit',
    price: 69,
    unitMinutes: 60,
    minQuantity: 1,
    maxQuantity: 4,
    leadTimeDays: 0,
    overrides: [
      {
        packageSlug: 'digital-lite',
        notOffered: false,
        pricingRule: 'per_unit',
        price: 29,
        unitMinutes: 30,
      },
    ],
  },
  {
    name: 'Two Photo Booths',
    slug: 'two-photo-booths',
    description:
      'Double the booths, half the line-ups. A second booth runs side by side with the first for your whole event, perfect for large weddings, galas and corporate parties. $99 per booth hour, covering your package hours plus any extra time ($199 flat for Digital Lite).',
    displayOrder: 2,
    effect: 'second_booth',
    pricingRule: 'per_booth_hour',
    price: 99,
    unitMinutes: null,
    minQuantity: 1,
    maxQuantity: 1,
    leadTimeDays: 0,
    overrides: [
      {
        packageSlug: 'digital-lite',
        notOffered: false,
        pricingRule: 'flat',
        price: 199,
      },
    ],
  },
  {
    name: 'Early Set-Up Fee',
    slug: 'early-set-up-fee',
    description:
      'Need the booth in place before guests arrive or before your venue locks the doors? Our attendant always arrives 30 minutes before your start time; add early set-up in 30-minute blocks for $19 each.',
    displayOrder: 3,
    effect: 'extend_setup',
    pricingRule: 'per_unit',
    price: 19,
    unitMinutes: 30,
    minQuantity: 1,
    maxQuantity: 4,
    leadTimeDays: 0,
    overrides: [
      {
        packageSlug: 'digital-lite',
        notOffered: true,
      },
    ],
  },
  {
    name: 'Custom Backdrop',
    slug: 'custom-backdrop',
    description:
      'Make it unmistakably yours: an 8x8 ft backdrop printed with your names, logo, colours or event theme. $249 flat. Please allow a 3-week lead time for design approval and printing.',
    displayOrder: 4,
    effect: 'none',
    pricingRule: 'flat',
    price: 249,
    unitMinutes: null,
    minQuantity: 1,
    maxQuantity: 1,
    leadTimeDays: 21,
    overrides: [],
  },
]
