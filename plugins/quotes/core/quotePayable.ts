import { percentOf } from '@kernel'

/**
 * The least amount a card payment can be: Stripe's minimum charge in Canadian dollars. A quote
 * below it could only open intents no gateway takes ($0) or confirm a booking nothing paid for.
 */
export const GATEWAY_MINIMUM_CENTS = 50

/** Whether a quote's total can be sent and accepted: at least the gateway's least charge. */
export const isPayableTotal = (totalCents: number) => totalCents >= GATEWAY_MINIMUM_CENTS

/**
 * Whether the customer may pay a deposit: the least deposit (the site's percent of the total)
 * must itself be a chargeable amount; otherwise (it rounds to nothing, or to a few cents) the
 * quote is paid in full.
 */
export const depositAllowed = (totalCents: number, depositPercent: number) =>
  percentOf(totalCents, depositPercent) >= GATEWAY_MINIMUM_CENTS
