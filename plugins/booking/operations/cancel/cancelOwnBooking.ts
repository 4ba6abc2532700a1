import type { PayloadRequest } from 'payload'

import type { PaymentGateway } from '../../adapters/PaymentGateway'
import type { Booking } from '../../types'
import { isCancelled } from '../../core'
import { customerActor } from '../records/actor'
import { cancelBooking, type CancelResult } from './cancelBooking'
import { findOwnedBooking } from '../records/findOwnedBooking'

export type CancelOwnResult = CancelResult | { ok: true; booking: Booking; alreadyCancelled: true }

/**
 * The customer cancels from the manage link: the staff operation with the terms' refund (no
 * override). Cancelling twice (a double click, two tabs) answers with the first result's state.
 */
export async function cancelOwnBooking(args: {
  req: PayloadRequest
  bookingId: number
  token: string
  gateway: PaymentGateway
  now: Date
}): Promise<CancelOwnResult> {
  const { req, bookingId, token, gateway, now } = args
  const owned = await findOwnedBooking({ req, bookingId, token })
  if (!owned.ok) return { ok: false, code: 'not_found' }
  const already = (b: Booking) => ({
    ok: true as const,
    booking: b,
    alreadyCancelled: true as const,
  })
  if (isCancelled(owned.booking.status)) return already(owned.booking)
  const result = await cancelBooking({
    req,
    input: { bookingId },
    actor: customerActor(owned.booking),
    gateway,
    now,
  })
  if (result.ok || result.code !== 'not_allowed_in_status') return result
  const now2 = await req.payload.findByID({ collection: 'bookings', id: bookingId, depth: 0, req })
  return isCancelled(now2.status) ? already(now2) : result
}
