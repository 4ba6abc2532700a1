import type { PayloadRequest } from 'payload'

import type { Booking, Payment } from '../../types'

import type { GatewayIntent } from '../../adapters/PaymentGateway'
import { formatDateLong } from '@kernel'
import { netPaidCents } from '../../core/netPaid'
import { issueDocument } from './issueDocument'
import type { BookingDocument } from '../../results'

// Read defensively: a missing snapshot must never stop a payment from being recorded.
const about = (b: Booking) => {
  const pkg = (b.snapshot as { package?: { name?: string } } | null)?.package?.name
  return [
    `Booking ${b.reference ?? `#${b.id}`}`,
    `${pkg ? `${pkg}, ` : ''}${formatDateLong(b.eventDate)}`,
  ].join(' · ')
}

const METHOD: Record<string, string> = { card: 'Card', cash: 'Cash', etransfer: 'e-Transfer' }
const BRAND: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'Amex' }
/** 'Visa ending 4242' when the card is known (a business customer's records need it), else 'Card'. */
export const methodLabel = (
  method: string | null | undefined,
  card?: { brand: string; last4: string } | null,
) =>
  card
    ? `${BRAND[card.brand] ?? card.brand} ending ${card.last4}`
    : method
      ? (METHOD[method] ?? method.replace(/_/g, ' '))
      : null

/** The receipt for money received on a payment row (online, demo or offline), once per payment. */
export function issueReceipt(args: {
  req: PayloadRequest
  booking: Booking
  payment: Pick<Payment, 'id' | 'purpose' | 'paymentType'>
  amountCents: number
  method?: string | null
  card?: { brand: string; last4: string } | null
  now: Date
}): Promise<BookingDocument> {
  const { req, booking, payment, amountCents, method, card, now } = args
  // Issued once the payment is on the booking: what was paid before is the rest of it.
  const paidAfter = netPaidCents(booking)
  const summary = {
    paidBeforeCents: Math.max(0, paidAfter - amountCents),
    balanceAfterCents: Math.max(0, (booking.totalCents ?? 0) - paidAfter),
  }
  const what =
    payment.purpose === 'balance'
      ? 'Balance payment'
      : payment.paymentType === 'deposit' || amountCents < (booking.totalCents ?? 0)
        ? 'Deposit'
        : 'Payment in full'
  return issueDocument({
    req,
    now,
    input: {
      kind: 'receipt',
      booking,
      amountCents,
      sourceKey: `receipt:payment:${payment.id}`,
      description: `${what} · ${about(booking)}`,
      paymentId: payment.id,
      method: methodLabel(method, card),
      summary,
    },
  })
}

/** The credit note for money given back; `key` names the refund (one note per refund). */
export function issueCreditNote(args: {
  req: PayloadRequest
  booking: Booking
  amountCents: number
  key: string
  reason: string
  paymentId?: number | null
  /** Returns a tip: untaxed, kept apart from the booking's own money like the tip's receipt. */
  tip?: boolean
  now: Date
}): Promise<BookingDocument> {
  const { req, booking, amountCents, key, reason, paymentId, tip, now } = args
  return issueDocument({
    req,
    now,
    input: {
      kind: 'credit_note',
      booking,
      amountCents,
      sourceKey: `credit:${key}`,
      description: `${reason} · ${about(booking)}`,
      paymentId,
      tip,
    },
  })
}

/** The invoice for a booking's balance, once per balance amount and due date. */
export function issueBalanceInvoice(args: {
  req: PayloadRequest
  booking: Booking
  now: Date
}): Promise<BookingDocument> {
  const { req, booking, now } = args
  const due = booking.remainingBalanceCents ?? 0
  return issueDocument({
    req,
    now,
    input: {
      kind: 'invoice',
      booking,
      amountCents: due,
      sourceKey: `invoice:balance:${booking.id}:${booking.balanceDueDate}:${due}`,
      description: `Balance due ${formatDateLong(booking.balanceDueDate)} · ${about(booking)}`,
      summary: {
        paidBeforeCents: netPaidCents(booking),
        balanceAfterCents: Math.max(0, (booking.totalCents ?? 0) - netPaidCents(booking) - due),
      },
    },
  })
}

/** Money that arrived for a lost slot was received, then given back: both are documented. */
export async function documentLostPayment(args: {
  req: PayloadRequest
  booking: Booking
  payment: Payment
  intent: GatewayIntent
  refundCents: number
  now: Date
}): Promise<BookingDocument[]> {
  const { req, booking, payment, intent, refundCents, now } = args
  const receipt = await issueReceipt({
    req,
    booking,
    payment,
    amountCents: intent.amountReceivedCents,
    method: intent.method ?? 'card',
    card: intent.card,
    now,
  })
  const credit = await issueCreditNote({
    req,
    booking,
    amountCents: refundCents,
    key: `lost-slot:${payment.id}`,
    reason: 'Automatic refund: the time was no longer available',
    paymentId: payment.id,
    now,
  })
  return [receipt, credit]
}
