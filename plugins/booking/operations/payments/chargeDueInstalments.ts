import type { PayloadRequest } from 'payload'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { BOOKING_STATUS } from '../../core'

import type { GatewayFactory } from '../../adapters/PaymentGateway'
import { chargeInstalment, type ChargeOutcome } from './chargeInstalment'

/**
 * The schedule job: every confirmed booking with automatic payments whose next part (or its
 * retry) is due today or earlier is charged, each in its own transaction under its row lock.
 * Idempotent: a booking charged already (by another server's run) is skipped under the lock.
 */
export async function chargeDueInstalments(args: {
  req: PayloadRequest
  now: Date
  gateway: GatewayFactory
}): Promise<Record<ChargeOutcome, number>> {
  const { req, now } = args
  const today = todayInZone(now, BUSINESS_TIME_ZONE)
  const { docs } = await req.payload.find({
    collection: 'bookings',
    where: {
      and: [
        { status: { equals: BOOKING_STATUS.confirmed } },
        { autopay: { equals: true } },
        { nextChargeOn: { less_than_equal: today } },
        { eventDate: { greater_than: today } },
      ],
    },
    limit: 200,
    depth: 0,
    req,
  })
  const counts: Record<ChargeOutcome, number> = {
    paid: 0,
    processing: 0,
    declined: 0,
    authentication_required: 0,
    skipped: 0,
  }
  for (const b of docs) {
    try {
      const outcome = await chargeInstalment({
        payload: req.payload,
        bookingId: b.id,
        now,
        gateway: args.gateway,
      })
      counts[outcome]++
    } catch (error) {
      // One booking's gateway failure never stops the others; the next run tries it again.
      req.payload.logger.error({ err: error, msg: `automatic payment for booking ${b.id} failed` })
    }
  }
  return counts
}
