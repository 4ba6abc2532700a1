import type { PayloadRequest } from 'payload'

import { formatCad } from '@kernel'

import type { PaymentGateway } from '../../adapters/PaymentGateway'
import type { Booking } from '../../types'
import type { BookingDocument } from '../../results'
import { issueCreditNote } from '../documents/issueReceipts'
import { addRefunded } from './refundPayments'

/**
 * A cancelled event gives its tips back in full, each as a tip: through the gateway that took it
 * (offline tips are recorded for staff to return), with a credit note beside the tip's receipt
 * that carries no GST or RST. The booking's own money (paid, refunded, balance) is not touched.
 */
export async function refundTips(args: {
  req: PayloadRequest
  booking: Booking
  gateway: PaymentGateway
  now: Date
}): Promise<{ refundedCents: number; documents: BookingDocument[]; notes: string[] }> {
  const { req, booking, gateway, now } = args
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: {
      and: [
        { booking: { equals: booking.id } },
        { purpose: { equals: 'tip' } },
        { status: { equals: 'succeeded' } },
      ],
    },
    sort: 'createdAt',
    depth: 0,
    limit: 20,
    req,
  })
  let refundedCents = 0
  const documents: BookingDocument[] = []
  const notes: string[] = []
  for (const tip of docs) {
    const amount = (tip.receivedCents ?? 0) - (tip.refundedCents ?? 0)
    if (amount <= 0) continue
    if (tip.gateway === gateway.name)
      await gateway.refund(tip.intentId, 'requested_by_customer', {
        amountCents: amount,
        idempotencyKey: `cancel-tip-${tip.intentId}-${amount}`,
      })
    else notes.push(`tip of ${formatCad(amount)} to return by cash or e-transfer`)
    await addRefunded(req, tip, amount)
    documents.push(
      await issueCreditNote({
        req,
        booking,
        amountCents: amount,
        key: `tip:${tip.id}`,
        reason: 'Tip returned: the event was cancelled',
        paymentId: tip.id,
        tip: true,
        now,
      }),
    )
    refundedCents += amount
  }
  return { refundedCents, documents, notes }
}
