import type { PayloadRequest } from 'payload'
import { inTransaction } from '@server-kit'

import { isConfirmed, isRefunded, relId } from '../../core'
import type { Booking } from '../../types'

import type { GatewayIntent } from '../../adapters/PaymentGateway'
import { applyVerified, type SettleArgs } from './applyVerified'
import type { Settled } from '../../results'
import type { ConfirmResult } from '../../results'
import { isExclusionViolation } from '../create/isExclusionViolation'
import { lockBooking } from '../records/lockBooking'
import { notifyBooking } from '../notify/notifyBooking'
import { releaseExpiredHolds } from '../create/releaseExpiredHolds'

/**
 * Applies a verified payment to its booking in one transaction, under the booking's row lock
 * (a cancellation, an offline payment or a demo card payment of the same booking waits, or is
 * waited for); a marker row makes it happen once per intent status.
 */
export async function settlePayment(args: SettleArgs): Promise<ConfirmResult> {
  const { req, intent, gateway } = args
  const bookingId = relId(args.payment.booking)
  let settled: Settled | { duplicate: unknown }
  try {
    settled = await inTransaction(
      req,
      async () => {
        // Concurrent confirmations (browser and webhook) queue on this unique row; the later one finds it taken.
        try {
          await req.payload.create({
            collection: 'payment-events',
            data: {
              eventId: `${intent.status}:${intent.id}`,
              type: 'confirmation',
              gateway: gateway.name,
              intentId: intent.id,
            },
            depth: 0,
            req,
          })
        } catch (error) {
          return { duplicate: error }
        }
        await lockBooking(req, bookingId)
        await releaseExpiredHolds({ req, now: args.now })
        const booking = await req.payload.findByID({
          collection: 'bookings',
          id: bookingId,
          depth: 0,
          req,
        })
        return applyVerified({ ...args, booking })
      },
      (r) => !('duplicate' in r),
    )
  } catch (error) {
    if (isExclusionViolation(error)) return { ok: false, code: 'slot_changed' }
    throw error
  }
  if ('duplicate' in settled) return alreadySettled(req, intent, bookingId, settled.duplicate)
  if (settled.event) {
    const { booking: b, event, documents } = settled
    await notifyBooking({ req, booking: b, event, documents })
  }
  return {
    ...outcome(settled.booking, false),
    ...(settled.notice ? { notice: settled.notice } : {}),
  }
}

/** Only a marker that really exists means "already done"; any other failure must surface
 * (the webhook then answers 5xx and Stripe delivers the event again). */
async function alreadySettled(
  req: PayloadRequest,
  intent: GatewayIntent,
  bookingId: number,
  error: unknown,
): Promise<ConfirmResult> {
  const marker = await req.payload.find({
    collection: 'payment-events',
    where: { eventId: { equals: `${intent.status}:${intent.id}` } },
    limit: 1,
    depth: 0,
  })
  if (!marker.docs.length) throw error
  const booking = await req.payload.findByID({ collection: 'bookings', id: bookingId, depth: 0 })
  return outcome(booking, true)
}

function outcome(booking: Booking, alreadyDone: boolean): ConfirmResult {
  if (isConfirmed(booking.status)) return { ok: true, status: 'confirmed', booking, alreadyDone }
  if (isRefunded(booking.status))
    return { ok: false, code: 'slot_lost_refunded', extra: { status: 'refunded' } }
  return { ok: false, code: 'not_payable', extra: { status: booking.status } }
}
