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
}

export interface CreateIntentInput {
  amountCents: number
  bookingId: number
  purpose: 'initial' | 'balance'
  /** Same key, same intent: a retried request never creates a second charge. */
  idempotencyKey: string
  description: string
  receiptEmail?: string
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
