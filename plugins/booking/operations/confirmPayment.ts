import type { PayloadRequest } from 'payload'

import type { Booking } from '@/payload-types'

import { isPaidStatus, type PaymentGateway } from '../gateways/PaymentGateway'
import { selectPaymentGateway } from '../gateways/selectPaymentGateway'
import { messages } from '../messages'
import { recordPaymentFailure } from './recordPaymentFailure'
import { settlePayment } from './settlePayment'

export type ConfirmResult =
  | { ok: true; status: 'confirmed'; booking: Booking; alreadyDone: boolean }
  | {
      ok: false
      status: 400 | 402 | 404 | 409 | 502 | 503
      message: string
      bookingStatus?: Booking['status']
    }

const relId = (v: unknown) =>
  typeof v === 'object' && v ? (v as { id: number }).id : (v as number)

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
  gateway?: PaymentGateway
}): Promise<ConfirmResult> {
  const { req, intentId, bookingId, now, gateway = selectPaymentGateway(req) } = args
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: { intentId: { equals: intentId } },
    limit: 1,
    depth: 0,
    req,
  })
  const payment = docs[0]
  if (!payment || (bookingId !== undefined && relId(payment.booking) !== bookingId))
    return { ok: false, status: 404, message: messages.paymentUnknown }

  let intent
  try {
    intent = await gateway.retrieveIntent(intentId)
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `retrieving ${intentId} failed` })
    return { ok: false, status: 502, message: messages.gatewayUnavailable }
  }
  if (!intent || intent.metadata.bookingId !== String(relId(payment.booking)))
    return { ok: false, status: 404, message: messages.paymentUnknown }
  if (!isPaidStatus(intent.status)) {
    if (intent.lastError) await recordPaymentFailure({ req, intentId, message: intent.lastError })
    return {
      ok: false,
      status: 402,
      message: intent.lastError
        ? `${messages.paymentNotCompleted} ${intent.lastError}`
        : messages.paymentNotCompleted,
    }
  }
  // The gateway must hold what we asked for: a tampered or stale amount never confirms.
  if (
    intent.amountCents !== payment.amountCents ||
    intent.currency.toLowerCase() !== 'cad' ||
    (intent.status === 'succeeded' && intent.amountReceivedCents < payment.amountCents)
  ) {
    req.payload.logger.error({
      msg: `amount mismatch on ${intentId}: gateway ${intent.amountCents}/${intent.amountReceivedCents}, expected ${payment.amountCents}`,
    })
    return { ok: false, status: 409, message: messages.amountMismatch }
  }
  return settlePayment({ req, payment, intent, gateway, now })
}
