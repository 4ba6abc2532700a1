import type { PayloadRequest } from 'payload'

import type { GatewayEvent, PaymentGateway } from '../../adapters/PaymentGateway'
import { bookingErrors } from '../../messages'
import { confirmPayment } from './confirmPayment'
import { recordPaymentFailure } from './recordPaymentFailure'
import { recordRefund } from './recordRefund'

export type EventOutcome = {
  handled: boolean
  duplicate: boolean
  outcome: string
  retry?: boolean
}

/**
 * A verified webhook event. Each event id is processed once: the effect runs first (it is
 * idempotent itself), then the id is recorded, so a crash in between only means a harmless redo.
 */
export async function handleGatewayEvent({
  req,
  event,
  gateway,
  now,
}: {
  req: PayloadRequest
  event: GatewayEvent
  gateway: PaymentGateway
  now: Date
}): Promise<EventOutcome> {
  const seen = await req.payload.find({
    collection: 'payment-events',
    where: { eventId: { equals: event.id } },
    limit: 1,
    depth: 0,
    req,
  })
  if (seen.docs.length)
    return { handled: true, duplicate: true, outcome: seen.docs[0].outcome ?? 'done' }

  let outcome = 'ignored'
  if (
    event.intentId &&
    (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.processing')
  ) {
    const result = await confirmPayment({ req, intentId: event.intentId, now, gateway })
    // Transient trouble (gateway down, slot race): answer 5xx so the gateway delivers it again.
    const failed = result.ok ? null : bookingErrors[result.code]
    const message = result.ok ? '' : (result.message ?? failed?.message)
    if (failed && failed.status >= 500)
      return { handled: false, duplicate: false, outcome: String(message), retry: true }
    outcome = result.ok
      ? result.status
      : `${failed?.status} ${(result.extra?.status as string | undefined) ?? message}`
  } else if (event.intentId && event.type === 'payment_intent.payment_failed') {
    await recordPaymentFailure({
      req,
      intentId: event.intentId,
      message: event.failureMessage || 'Payment failed',
    })
    outcome = 'failure recorded'
  } else if (event.intentId && event.type === 'charge.refunded') {
    await recordRefund({
      req,
      intentId: event.intentId,
      refundedCents: event.amountRefundedCents ?? 0,
      now,
    })
    outcome = 'refund recorded'
  }
  try {
    await req.payload.create({
      collection: 'payment-events',
      data: {
        eventId: event.id,
        type: event.type,
        gateway: gateway.name,
        intentId: event.intentId,
        outcome,
      },
      depth: 0,
      req,
    })
  } catch {
    // Delivered twice at the same moment: the other delivery recorded it.
  }
  return { handled: true, duplicate: false, outcome }
}
