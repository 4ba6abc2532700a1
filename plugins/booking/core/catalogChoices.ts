// The catalog's choices, one home for each value and its staff words: the collections' select
// options are built from these, and the core's types from their values (issue 52, point 3).

const choices = <const T extends readonly { value: string; label: string }[]>(list: T) => list

/** How an add-on is priced (core/addOnPrice). */
export const PRICING_RULES = choices([
  { value: 'per_unit', label: 'Per unit of N minutes' },
  { value: 'per_booth_hour', label: 'Per booth-hour (package + extra hours)' },
  { value: 'flat', label: 'Flat' },
])
export type PricingRule = (typeof PRICING_RULES)[number]['value']

/** What an add-on does to the event's schedule (core/eventTimeline). */
export const ADD_ON_EFFECTS = choices([
  { value: 'extend_event', label: 'Adds event time' },
  { value: 'extend_setup', label: 'Adds setup time before the event' },
  { value: 'second_booth', label: 'Adds the second booth' },
  { value: 'none', label: 'No effect on the schedule' },
])
export type AddOnEffect = (typeof ADD_ON_EFFECTS)[number]['value']

/** How a promo code discounts (core/promo). */
export const DISCOUNT_TYPES = choices([
  { value: 'percentage', label: 'Percentage' },
  { value: 'fixed', label: 'Fixed amount (CAD)' },
])
export type DiscountType = (typeof DISCOUNT_TYPES)[number]['value']

/** A backdrop's printed size. */
export const BACKDROP_SIZES = choices([
  { value: '7x7', label: '7 x 7 ft' },
  { value: '8x8', label: '8 x 8 ft' },
])
export type BackdropSize = (typeof BACKDROP_SIZES)[number]['value']

/** Payload select options from a list of choices (a fresh, mutable copy). */
export const selectOptions = (list: readonly { value: string; label: string }[]) =>
  list.map(({ value, label }) => ({ value, label }))
