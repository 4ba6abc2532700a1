import type { PayloadRequest } from 'payload'

// What the booking code needs from a payment provider. Stripe in production; a demo gateway
// (money simulated, stored in the payments table) when no keys are configured.

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled'

export interface GatewayIntent {
  id: string
  status: IntentStatus
  amountCents: number
  amountReceivedCents: number
  currency: string
  clientSecret: string | null
  metadata: Record<string, string>
  /** 'card', 'afterpay_clearpay', 'klarna', 'affirm', ... once known. */
  method: string | null
  /** The card's brand and last 4 digits, for the receipt (card payments, once known). */
  card?: { brand: string; last4: string } | null
  lastError: string | null
  /** The card kept for later charges (the customer consented): set once the intent succeeded. */
  savedCard?: SavedCard | null
}

/** A card the gateway keeps for off-session charges: its ids, never its number. */
export type SavedCard = {
  customerId: string | null
  paymentMethodId: string
  brand: string
  last4: string
}

export type OffSessionInput = {
  amountCents: number
  bookingId: number
  instalmentId: string
  /** Per booking, instalment and attempt: the same charge is never taken twice. */
  idempotencyKey: string
  description: string
  card: SavedCard
}

/** An off-session charge's outcome: the intent, and why it did not succeed when it did not. */
export type OffSessionResult = {
  intent: GatewayIntent
  outcome: 'succeeded' | 'processing' | 'declined' | 'authentication_required'
}

export interface CreateIntentInput {
  amountCents: number
  bookingId: number
  purpose: 'initial' | 'balance' | 'tip'
  /** Same key, same intent: a retried request never creates a second charge. */
  idempotencyKey: string
  description: string
  receiptEmail?: string
  /** Keep the card for the plan's charges (Stripe: a Customer and setup_future_usage). */
  saveCard?: { email: string; name: string } | null
}

export interface GatewayEvent {
  id: string
  type: string
  intentId: string | null
  /** For charge.refunded: the amount refunded so far. */
  amountRefundedCents?: number
  failureMessage?: string | null
}

export interface PaymentGateway {
  name: 'stripe' | 'demo'
  publishableKey: string | null
  createIntent(input: CreateIntentInput): Promise<GatewayIntent>
  updateAmount(intentId: string, amountCents: number): Promise<GatewayIntent>
  retrieveIntent(intentId: string): Promise<GatewayIntent | null>
  cancelIntent(intentId: string): Promise<void>
  /** Charges a saved card without the customer present (a plan's instalment, the balance). */
  chargeSaved(input: OffSessionInput): Promise<OffSessionResult>
  /** Whole payment by default; `amountCents` refunds part (cancellation policy). */
  refund(
    intentId: string,
    reason: string,
    options?: RefundOptions,
  ): Promise<{ id: string; amountCents: number }>
  /** Verifies the signature; throws WebhookSignatureError when it does not match. */
  parseWebhook(rawBody: string, signature: string | null): GatewayEvent
}

export type RefundOptions = {
  amountCents?: number
  /** Same key, same refund: a retried cancellation never refunds twice. */
  idempotencyKey?: string
}

export class WebhookSignatureError extends Error {}

/** Statuses in which the money has arrived or is on its way (delayed methods like Klarna). */
export const isPaidStatus = (status: IntentStatus) =>
  status === 'succeeded' || status === 'processing'

/** The host picks the gateway (payload.config.ts); some gateways need the request's transaction. */
export type GatewayFactory = (req: PayloadRequest) => PaymentGateway
