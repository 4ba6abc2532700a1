import type { PayloadRequest } from 'payload'

import type { Booking } from '../../types'

import type { PaymentGateway } from '../../adapters/PaymentGateway'

/**
 * Refunds up to `amountCents` from the booking's own online payments (never a tip: a tip goes
 * back only as a tip, in full, through `refundTips`) through the gateway, newest first, each with an idempotency key so a retried cancellation never refunds twice. Offline
 * payments (cash, e-transfer) cannot go back through a gateway: the rest is recorded on them
 * (staff return it by cash or e-transfer; the caller reports it), so the payment rows less
 * their refunds always equal what the booking says was paid and kept.
 */
export async function refundPayments({
  req,
  booking,
  gateway,
  amountCents,
  keyPrefix = `cancel-${booking.id}`,
}: {
  req: PayloadRequest
  booking: Booking
  gateway: PaymentGateway
  amountCents: number
  /** Names the refund's purpose in its idempotency keys (each booking change refunds anew). */
  keyPrefix?: string
}): Promise<{ gatewayCents: number }> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: {
      and: [
        { booking: { equals: booking.id } },
        { gateway: { equals: gateway.name } },
        { status: { equals: 'succeeded' } },
        { purpose: { not_equals: 'tip' } },
      ],
    },
    sort: '-createdAt',
    depth: 0,
    limit: 20,
    req,
  })
  let left = amountCents
  for (const payment of docs) {
    const available = (payment.receivedCents ?? 0) - (payment.refundedCents ?? 0)
    const amount = Math.min(left, available)
    if (amount <= 0) continue
    await gateway.refund(payment.intentId, 'requested_by_customer', {
      amountCents: amount,
      idempotencyKey: `${keyPrefix}-${payment.intentId}-${amount}`,
    })
    await addRefunded(req, payment, amount)
    left -= amount
    if (left === 0) break
  }
  const gatewayCents = amountCents - left
  if (left > 0) await recordOfflineRefunds(req, booking, left)
  return { gatewayCents }
}

/** The part no gateway returns, written on the booking's offline payments, newest first. */
async function recordOfflineRefunds(req: PayloadRequest, booking: Booking, cents: number) {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: {
      and: [
        { booking: { equals: booking.id } },
        { gateway: { equals: 'offline' } },
        { status: { equals: 'succeeded' } },
        { purpose: { not_equals: 'tip' } },
      ],
    },
    sort: '-createdAt',
    depth: 0,
    limit: 20,
    req,
  })
  let left = cents
  for (const payment of docs) {
    const amount = Math.min(left, (payment.receivedCents ?? 0) - (payment.refundedCents ?? 0))
    if (amount <= 0) continue
    await addRefunded(req, payment, amount)
    left -= amount
    if (left === 0) break
  }
}

type RefundablePayment = {
  id: number
  refundedCents?: number | null
  receivedCents?: number | null
}

/** Adds a refunded share to a payment row; a payment refunded in full reads 'refunded'. */
export async function addRefunded(req: PayloadRequest, payment: RefundablePayment, amount: number) {
  const refundedCents = (payment.refundedCents ?? 0) + amount
  await req.payload.update({
    collection: 'payments',
    id: payment.id,
    depth: 0,
    req,
    data: {
      refundedCents,
      ...(refundedCents >= (payment.receivedCents ?? 0) ? { status: 'refunded' as const } : {}),
    },
  })
}
