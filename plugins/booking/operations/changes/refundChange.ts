import type { PayloadRequest } from 'payload'

import type { PaymentGateway } from '../../adapters/PaymentGateway'
import { formatCad } from '@kernel'

import { CHANGE_FEE_LABEL } from '../../core'
import type { Booking } from '../../types'
import type { BookingDocument } from '../../results'
import { issueCreditNote } from '../documents/issueReceipts'
import { refundPayments } from '../payments/refundPayments'

/** The change's refund through the gateway (cents it took), or null when the gateway refused. */
export async function refundChange(args: {
  req: PayloadRequest
  booking: Booking
  gateway: PaymentGateway
  refundCents: number
}): Promise<number | null> {
  const { req, booking, gateway, refundCents } = args
  if (refundCents <= 0) return 0
  try {
    const refunded = await refundPayments({
      req,
      booking,
      gateway,
      amountCents: refundCents,
      // The history grows with every change: each change's refund has its own keys.
      keyPrefix: `modify-${booking.id}-${booking.history?.length ?? 0}`,
    })
    return refunded.gatewayCents
  } catch (error) {
    req.payload.logger.error({ err: error, msg: `refund for booking ${booking.id} failed` })
    return null
  }
}

/** The change's credit note, keyed like its refund (one note per change), in its transaction. */
export function creditChange(
  req: PayloadRequest,
  updated: Booking,
  before: Booking,
  money: { refundCents: number; keptCents: number },
  now: Date,
): Promise<BookingDocument> {
  const kept = money.keptCents > 0 ? `; ${CHANGE_FEE_LABEL} ${formatCad(money.keptCents)} kept` : ''
  return issueCreditNote({
    req,
    booking: updated,
    amountCents: money.refundCents,
    key: `modify:${before.id}:${before.history?.length ?? 0}`,
    reason: `Refund on a booking change${kept}`,
    now,
  })
}
