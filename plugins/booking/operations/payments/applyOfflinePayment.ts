import type { Booking } from '../../types'

import { BOOKING_STATUS } from '../../core'
import { formatCad } from '@kernel'
import type { OfflinePaymentArgs } from '../../results'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'

const METHOD_LABEL = { cash: 'cash', etransfer: 'e-transfer' } as const

/** The booking with the money added (confirmed when it was awaiting payment), and its history. */
export function applyOfflinePayment(
  args: OfflinePaymentArgs & { booking: Booking; awaiting: boolean; inFlight: boolean },
): Promise<Booking> {
  const { req, input, actor, now, booking, awaiting, inFlight } = args
  const refunded = booking.refundedCents ?? 0
  const newPaid = (booking.amountPaidCents ?? 0) + input.amountCents
  const method = METHOD_LABEL[input.method]
  return updateBookingWithHistory({
    req,
    booking,
    data: {
      amountPaidCents: newPaid,
      remainingBalanceCents: (booking.totalCents ?? 0) - (newPaid - refunded),
      ...(newPaid - refunded >= (booking.totalCents ?? 0)
        ? { balancePaidAt: now.toISOString() }
        : {}),
      ...(awaiting
        ? {
            status: BOOKING_STATUS.confirmed,
            confirmedAt: now.toISOString(),
            holdExpiresAt: null,
            paymentMethod: input.method,
            paymentFailure: null,
          }
        : {}),
    },
    entry: {
      actor,
      now,
      action: `Payment recorded (${method})${awaiting ? '; booking confirmed' : ''}`,
      amountCents: input.amountCents,
      note: [
        input.note || `${formatCad(input.amountCents)} by ${method}`,
        inFlight
          ? 'A card payment was already on its way: what it brings beyond the total is refunded automatically'
          : null,
      ]
        .filter(Boolean)
        .join('. '),
    },
  })
}
