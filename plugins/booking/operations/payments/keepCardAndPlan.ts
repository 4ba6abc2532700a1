import type { PayloadRequest } from 'payload'

import { clearFailures, isCancelledOrRefunded, netPaidCents } from '../../core'
import type { Booking } from '../../types'

import type { GatewayIntent, PaymentGateway } from '../../adapters/PaymentGateway'
import { closeOpenCharges } from './closeOpenCharges'
import { nextChargeOn, storedPlan } from './planFields'

/**
 * After money is applied, in its transaction: the card the customer consented to keep becomes
 * the card on file (automatic payments on), and the charge job's next date moves on. A new card
 * ("Update card") re-arms a part that had failed on the old one: its failure is cleared, the
 * charges still waiting on the old card are closed, and its next charge date is set again, so the
 * schedule and the autopay switch agree.
 */
export async function keepCardAndPlan(args: {
  req: PayloadRequest
  booking: Booking
  intent: GatewayIntent
  gateway?: PaymentGateway
}): Promise<Booking> {
  const { req, booking, intent } = args
  const stored = storedPlan(booking.paymentPlan)
  const saved = intent.savedCard
  const data: Partial<Booking> = {}
  const newCard = Boolean(saved && !isCancelledOrRefunded(booking.status))
  if (newCard && saved) {
    data.cardOnFile = saved
    data.autopay = true
    if (args.gateway)
      await closeOpenCharges({ req, booking, gateway: args.gateway, keepIntentId: intent.id })
  }
  const plan = stored && newCard ? clearFailures(stored) : stored
  if (plan && plan !== stored && JSON.stringify(plan) !== JSON.stringify(stored))
    data.paymentPlan = plan
  if (plan) data.nextChargeOn = nextChargeOn(plan, netPaidCents(booking))
  if (!Object.keys(data).length) return booking
  return req.payload.update({ collection: 'bookings', id: booking.id, data, depth: 0, req })
}
