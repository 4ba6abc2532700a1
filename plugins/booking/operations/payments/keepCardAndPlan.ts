import type { PayloadRequest } from 'payload'

import { isCancelledOrRefunded, netPaidCents } from '../../core'
import type { Booking } from '../../types'

import type { GatewayIntent } from '../../adapters/PaymentGateway'
import { nextChargeOn, storedPlan } from './planFields'

/**
 * After money is applied, in its transaction: the card the customer consented to keep becomes
 * the card on file (automatic payments on), and the charge job's next date moves on.
 */
export async function keepCardAndPlan(args: {
  req: PayloadRequest
  booking: Booking
  intent: GatewayIntent
}): Promise<Booking> {
  const { req, booking, intent } = args
  const plan = storedPlan(booking.paymentPlan)
  const saved = intent.savedCard
  const data: Partial<Booking> = {}
  if (saved && !isCancelledOrRefunded(booking.status)) {
    data.cardOnFile = saved
    data.autopay = true
  }
  if (plan) data.nextChargeOn = nextChargeOn(plan, netPaidCents(booking))
  if (!Object.keys(data).length) return booking
  return req.payload.update({ collection: 'bookings', id: booking.id, data, depth: 0, req })
}
