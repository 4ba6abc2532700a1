import type { PayloadRequest } from 'payload'

import { relId } from '../../core'
import { findPaymentByIntent } from './findPaymentByIntent'

/** Keeps the gateway's last failure on the payment and its booking, for staff and support. */
export async function recordPaymentFailure({
  req,
  intentId,
  message,
}: {
  req: PayloadRequest
  intentId: string
  message: string
}) {
  const payment = await findPaymentByIntent(req, intentId)
  if (!payment) return false
  const failureMessage = message.slice(0, 500)
  await req.payload.update({
    collection: 'payments',
    id: payment.id,
    data: { failureMessage },
    depth: 0,
    req,
  })
  const bookingId = relId(payment.booking)
  await req.payload.update({
    collection: 'bookings',
    id: bookingId,
    data: { paymentFailure: failureMessage },
    depth: 0,
    req,
  })
  return true
}
