import type { PayloadRequest } from 'payload'

import { formatCad, formatDateLong } from '@kernel'

import type { Booking, Payment } from '../../types'

import type { GatewayIntent } from '../../adapters/PaymentGateway'
import type { Settled } from '../../results'
import { issueDocument } from '../documents/issueDocument'
import { methodLabel } from '../documents/issueReceipts'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'

/**
 * A tip that arrived, under the booking's row lock in the payment's transaction: recorded on its
 * payment row and the history, with a receipt that carries no GST or RST. It never touches what
 * the booking owes (amount paid, balance, schedule): a voluntary tip is not part of the price.
 */
export async function applyTip(args: {
  req: PayloadRequest
  booking: Booking
  payment: Payment
  intent: GatewayIntent
  now: Date
}): Promise<Settled> {
  const { req, payment, intent, now } = args
  const received = intent.status === 'succeeded' ? intent.amountReceivedCents : 0
  await req.payload.update({
    collection: 'payments',
    id: payment.id,
    data: {
      receivedCents: received,
      status: received ? 'succeeded' : 'processing',
      method: intent.method,
      failureMessage: null,
    },
    depth: 0,
    req,
  })
  if (!received) return { booking: args.booking, event: null, documents: [] }
  const booking = await updateBookingWithHistory({
    req,
    booking: args.booking,
    entry: {
      actor: { kind: 'customer', name: 'customer' },
      now,
      action: 'Tip received',
      amountCents: received,
      // The tip email reads its amount here (eventNote).
      note: formatCad(received),
    },
  })
  const receipt = await issueDocument({
    req,
    now,
    input: {
      kind: 'receipt',
      booking,
      amountCents: received,
      sourceKey: `receipt:payment:${payment.id}`,
      description: `Tip for the attendant · Booking ${booking.reference ?? `#${booking.id}`} · ${formatDateLong(booking.eventDate)}`,
      paymentId: payment.id,
      method: methodLabel(intent.method ?? 'card', intent.card),
      tip: true,
    },
  })
  return { booking, event: 'tip', documents: [receipt] }
}
