import type { PayloadRequest } from 'payload'

import { isPaidStatus, type PaymentGateway } from '../../adapters/PaymentGateway'
import { relId } from '../../core'
import { bookingErrors } from '../../messages'
import { findPaymentByIntent } from './findPaymentByIntent'
import { recordPaymentFailure } from './recordPaymentFailure'
import { settlePayment } from './settlePayment'
import type { ConfirmResult } from '../../results'
import { CURRENCY } from '@kernel'

/**
 * Confirms a booking from a payment intent, only after asking the gateway that the money
 * arrived (or is arriving) for exactly this booking and amount. Safe to call any number of
 * times, from the browser and from the webhook, in any order.
 */
export async function confirmPayment(args: {
  req: PayloadRequest
  intentId: string
  bookingId?: number
  now: Date
  gateway: PaymentGateway
}): Promise<ConfirmResult> {
  const { req, intentId, bookingId, now, gateway } = args
  const payment = await findPaymentByIntent(req, intentId)
  if (!payment || (bookingId !== undefined && relId(payment.booking) !== bookingId))
    return { ok: false, code: 'payment_unknown' }

  let intent
  try {
    intent = await gateway.retrieveIntent(intentId)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `retrieving ${intentId} failed` })
    return { ok: false, code: 'gateway_unavailable' }
  }
  if (!intent || intent.metadata.bookingId !== String(relId(payment.booking)))
    return { ok: false, code: 'payment_unknown' }
  if (!isPaidStatus(intent.status)) {
    if (intent.lastError) await recordPaymentFailure({ req, intentId, message: intent.lastError })
    return {
      ok: false,
      code: 'payment_not_completed',
      message: intent.lastError
        ? `${bookingErrors.payment_not_completed.message} ${intent.lastError}`
        : undefined,
    }
  }
  // The gateway must hold what we asked for: a tampered or stale amount never confirms.
  if (
    intent.amountCents !== payment.amountCents ||
    intent.currency.toLowerCase() !== CURRENCY ||
    (intent.status === 'succeeded' && intent.amountReceivedCents < payment.amountCents)
  ) {
    req.payload.logger.error({
      msg: `amount mismatch on ${intentId}: gateway ${intent.amountCents}/${intent.amountReceivedCents}, expected ${payment.amountCents}`,
    })
    return { ok: false, code: 'amount_mismatch' }
  }
  return settlePayment({ req, payment, intent, gateway, now })
}
