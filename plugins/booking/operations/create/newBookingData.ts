import crypto from 'node:crypto'
import type { RequiredDataFromCollectionSlug } from 'payload'

import type { Backdrop } from '../../types'

import { BOOKING_STATUS } from '../../core'
import { bookingSnapshot } from '../../presenters/bookingSnapshot'
import type { newBookingToken } from '../records/bookingToken'
import type { CreateBookingInput } from '../../results'
import type { QuoteSuccess } from '../../results'

/** The new booking's row: the quote's prices and snapshot, its booths and its hold. */
export function newBookingData(args: {
  q: QuoteSuccess
  input: CreateBookingInput
  backdrop: Backdrop
  booths: string[]
  holdExpiresAt: string
  token: ReturnType<typeof newBookingToken>
  now: Date
}): RequiredDataFromCollectionSlug<'bookings'> {
  const { q, input, backdrop, booths, holdExpiresAt, token, now } = args
  const { quote, timeline, location } = q
  return {
    reference: `PB-${crypto.randomBytes(4).toString('hex').toUpperCase()}`,
    status: BOOKING_STATUS.pendingPayment,
    ...input.customer,
    address: input.address,
    package: q.pkg.id,
    backdrop: backdrop.id,
    eventDate: input.eventDate,
    eventTime: input.eventTime,
    addOns: quote.lines
      .filter((l) => l.kind === 'addon')
      .map((l) => ({
        addOn: l.addOnId,
        name: l.label,
        quantity: l.quantity,
        amountCents: l.amountCents,
      })),
    packagePriceCents: quote.packagePriceCents,
    addOnsTotalCents: quote.addOnsTotalCents,
    travelSurchargeCents: quote.travelSurchargeCents,
    discountCents: quote.discountCents,
    totalCents: quote.totalCents,
    depositCents: quote.depositCents,
    amountDueNowCents: quote.amountDueNowCents,
    remainingBalanceCents: quote.remainingBalanceCents,
    amountPaidCents: 0,
    paymentType: input.paymentType,
    promoCode: quote.promoCode,
    balanceDueDate: quote.balanceDueDate,
    booths: booths as ('booth1' | 'booth2')[],
    timeline: {
      setupStart: timeline.setupStart.toISOString(),
      start: timeline.start.toISOString(),
      end: timeline.end.toISOString(),
    },
    driveMinutes: location.driveMinutes,
    distanceFromBaseKm: location.distanceKm,
    holdExpiresAt,
    snapshot: bookingSnapshot(q, backdrop),
    termsAcceptedAt: input.termsAccepted ? now.toISOString() : null,
    cartSessionId: input.cartSessionId,
    clientKey: input.clientKey,
    accessToken: token.hash,
    accessTokenNonce: token.nonce,
  }
}
