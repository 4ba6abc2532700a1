import type { PayloadRequest } from 'payload'
import { inTransaction } from '@server-kit'

import { BOOKING_STATUS, relId } from '../../core'
import { findPaymentByIntent } from './findPaymentByIntent'
import { issueCreditNote } from '../documents/issueReceipts'
import { lockBooking } from '../records/lockBooking'
import { releaseReservations } from '../create/releaseReservations'

/**
 * A refund made at the gateway (by staff in Stripe's dashboard): record it with its credit note,
 * and when the whole payment went back, free the booking's booths. Our own refunds (a
 * cancellation, a change, an overpayment, money after a cancel) are recorded and documented when
 * we send them; their echo here changes nothing, so an overpayment's refund never counts as money
 * the booking gave back.
 */
export async function recordRefund({
  req,
  intentId,
  refundedCents,
  now,
}: {
  req: PayloadRequest
  intentId: string
  refundedCents: number
  now: Date
}) {
  const found = await findPaymentByIntent(req, intentId)
  if (!found) return false
  const bookingId = relId(found.booking)
  // Through inTransaction: the booking's status and booths change, so its after-commit work runs.
  return inTransaction(req, async () => {
    // A cancellation refunding this payment holds the lock until it has recorded its refund.
    await lockBooking(req, bookingId)
    const payment = await req.payload.findByID({
      collection: 'payments',
      id: found.id,
      depth: 0,
      req,
    })
    const delta = refundedCents - (payment.refundedCents ?? 0)
    if (delta > 0) await applyRefund({ req, bookingId, payment, refundedCents, delta, now })
    return true
  })
}

async function applyRefund(args: {
  req: PayloadRequest
  bookingId: number
  payment: { id: number; receivedCents?: number | null; amountCents: number; purpose?: string }
  refundedCents: number
  delta: number
  now: Date
}) {
  const { req, bookingId, payment, refundedCents, delta, now } = args
  const full = refundedCents >= (payment.receivedCents || payment.amountCents)
  await req.payload.update({
    collection: 'payments',
    id: payment.id,
    data: { refundedCents, ...(full ? { status: BOOKING_STATUS.refunded } : {}) },
    depth: 0,
    req,
  })
  const booking = await req.payload.findByID({
    collection: 'bookings',
    id: bookingId,
    depth: 0,
    req,
  })
  // A tip given back is the tip's own money: the booking's paid and refunded stay as they are.
  if (payment.purpose === 'tip')
    return issueCreditNote({
      req,
      booking,
      amountCents: delta,
      key: `gateway:${payment.id}:${refundedCents}`,
      reason: 'Tip returned',
      paymentId: payment.id,
      tip: true,
      now,
    })
  const totalRefunded = (booking.refundedCents ?? 0) + delta
  const everything = totalRefunded >= (booking.amountPaidCents ?? 0)
  const updated = await req.payload.update({
    collection: 'bookings',
    id: bookingId,
    data: {
      refundedCents: totalRefunded,
      ...(everything ? { status: BOOKING_STATUS.refunded } : {}),
    },
    depth: 0,
    req,
  })
  if (everything) {
    await releaseReservations({ req, bookings: bookingId })
  }
  await issueCreditNote({
    req,
    booking: updated,
    amountCents: delta,
    key: `gateway:${payment.id}:${refundedCents}`,
    reason: 'Refund',
    paymentId: payment.id,
    now,
  })
}
