// What staff read after "Charge now": what happened to the money, in words (a decline says so,
// with the bank's reason), never "Charged" for a charge that did not go through.
import { formatCad } from '@kernel'

export type ChargeNowResult = {
  outcome: 'paid' | 'processing' | 'declined' | 'authentication_required'
  amountCents: number
  card: { brand: string; last4: string }
  /** The bank's reason for a decline, as it gave it. */
  reason: string | null
  /** A second "Charge now" for a part already charged: this is that charge; nothing new. */
  repeated?: boolean
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  interac: 'Interac',
}

/** 'Visa ending in 4242': the gateway's brand code in words. */
export const cardLabel = (card: { brand: string; last4: string }) =>
  `${BRANDS[card.brand.toLowerCase()] ?? card.brand} ending in ${card.last4}`

export function chargeNowMessage(r: ChargeNowResult): string {
  const amount = formatCad(r.amountCents)
  const card = cardLabel(r.card)
  if (r.repeated)
    switch (r.outcome) {
      case 'paid':
        return `Already charged: ${amount} was taken for this payment. Nothing more was charged.`
      case 'processing':
        return `Already charged: ${amount} for this payment is on its way; the bank has not confirmed it yet. Nothing more was charged.`
      default:
        return `Not charged again: the charge of ${amount} for this payment is waiting for the customer to confirm it with their bank.`
    }
  switch (r.outcome) {
    case 'paid':
      return `Charged ${amount} to ${card}.`
    case 'processing':
      return `${amount} is on its way from ${card}: the bank has not confirmed it yet.`
    case 'authentication_required':
      return `Not charged: the bank wants the customer to confirm this payment of ${amount}. They are being emailed a link to finish it.`
    case 'declined': {
      const reason = r.reason?.trim()
        ? ` The bank said: ${r.reason.trim().replace(/\.?$/, '.')}`
        : ''
      return `Declined: ${amount} was not charged to ${card}.${reason}`
    }
  }
}
