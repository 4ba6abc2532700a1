import type { PayloadRequest } from 'payload'

import { formatCad } from '@kernel'
import { netPaidCents } from '../../core'
import type { Booking, Payment } from '../../types'

import type { GatewayIntent, PaymentGateway } from '../../adapters/PaymentGateway'
import type { BookingSnapshot } from '../../presenters/bookingSnapshot'
import { messages } from '../../messages'
import { CUSTOMER_NOTICE_ACTIONS } from '../../presenters/publicBooking'
import type { Actor } from '../../results'
import { withHistory } from '../records/historyEntry'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'

const SYSTEM: Actor = { kind: 'system', name: 'payments' }

type Args = {
  req: PayloadRequest
  booking: Booking
  payment: Payment
  intent: GatewayIntent
  gateway: PaymentGateway
  now: Date
}

export type Applied = {
  booking: Booking
  /** What the payment row records: money received and how much of it went back. */
  payment: { receivedCents: number; refundedCents: number; status: Payment['status'] }
}

const update = (req: PayloadRequest, id: number, data: Partial<Booking>) =>
  req.payload.update({ collection: 'bookings', id, data, depth: 0, req })

/**
 * Money for a confirmed booking (a balance, or a delayed method that settled): only what is
 * still owed is applied; anything beyond it (the balance was also paid in cash, or twice) is
 * refunded at once with an idempotency key, so a retry after a failure refunds it once.
 */
export async function applyToConfirmed(args: Args & { received: number }): Promise<Applied> {
  const { req, booking, payment, intent, gateway, now, received } = args
  const paid = booking.amountPaidCents ?? 0
  const total = booking.totalCents ?? 0
  const refunded = booking.refundedCents ?? 0 // a booking change may have refunded some
  const owed = Math.max(0, total - (paid - refunded))
  const applied = Math.min(received, owed)
  const excess = received - applied
  if (excess > 0)
    await gateway.refund(intent.id, 'duplicate', {
      amountCents: excess,
      idempotencyKey: `overpaid-${intent.id}`,
    })
  const newPaid = paid + applied
  const updated = await update(req, booking.id, {
    amountPaidCents: newPaid,
    remainingBalanceCents: Math.max(0, total - (newPaid - refunded)),
    ...(payment.purpose === 'balance' && applied ? { balancePaidAt: now.toISOString() } : {}),
    ...(payment.purpose === 'initial'
      ? { paymentMethod: intent.method ?? booking.paymentMethod }
      : {}),
    ...(excess > 0
      ? {
          history: withHistory(booking, {
            actor: SYSTEM,
            now,
            action: 'Paid twice: extra refunded automatically',
            amountCents: excess,
            note: `${formatCad(received)} arrived by card when ${formatCad(owed)} was owed; ${formatCad(excess)} refunded to the card.`,
          }),
        }
      : {}),
  })
  const refundedCents = (payment.refundedCents ?? 0) + excess
  return {
    booking: updated,
    payment: {
      receivedCents: received,
      refundedCents,
      status: received > 0 && refundedCents >= received ? 'refunded' : 'succeeded',
    },
  }
}

/**
 * Money that arrives for a cancelled booking goes straight back (the cancellation already
 * settled what the customer keeps). A payment still processing is refunded when it settles.
 */
export async function refundAfterCancel(args: Args & { received: number }): Promise<Applied> {
  const { req, booking, payment, intent, gateway, now, received } = args
  if (received > 0)
    await gateway.refund(intent.id, 'requested_by_customer', {
      amountCents: received,
      idempotencyKey: `after-cancel-${intent.id}`,
    })
  const updated = await updateBookingWithHistory({
    req,
    booking,
    entry: {
      actor: SYSTEM,
      now,
      action: received
        ? 'Payment after cancellation refunded automatically'
        : 'Payment started after cancellation; refunded when it settles',
      amountCents: received || payment.amountCents,
    },
  })
  return {
    booking: updated,
    payment: {
      receivedCents: received,
      refundedCents: (payment.refundedCents ?? 0) + received,
      status: received > 0 ? 'refunded' : 'processing',
    },
  }
}

/**
 * The promo code was used up before this booking's payment arrived: the booking is charged
 * without its discount (the difference is added to the balance) and its history says so.
 */
export async function dropPromo({
  req,
  booking,
  now,
}: Pick<Args, 'req' | 'booking' | 'now'>): Promise<{ booking: Booking; notice: string }> {
  const discount = booking.discountCents ?? 0
  const total = (booking.totalCents ?? 0) + discount
  const paid = netPaidCents(booking)
  const snapshot = booking.snapshot as BookingSnapshot
  const notice = messages.promoDropped(booking.promoCode ?? '', formatCad(discount))
  const updated = await updateBookingWithHistory({
    req,
    booking,
    data: {
      promoCode: null,
      discountCents: 0,
      totalCents: total,
      remainingBalanceCents: Math.max(0, total - paid),
      snapshot: { ...snapshot, lines: snapshot.lines.filter((l) => l.kind !== 'discount') },
    },
    entry: {
      actor: SYSTEM,
      now,
      action: CUSTOMER_NOTICE_ACTIONS[0],
      amountCents: discount,
      note: notice,
    },
  })
  return { booking: updated, notice }
}
