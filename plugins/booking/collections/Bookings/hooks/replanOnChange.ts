import type { CollectionBeforeChangeHook } from 'payload'

import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'
import { isOpen, replanInstalments } from '../../../core'
import { nextChargeOn, storedPlan } from '../../../operations/payments/planFields'

/**
 * Every change of a booking's date or total re-plans its open parts in the same write, so inside
 * the transaction (and the booking's row lock) of the reschedule, change or promo that made it:
 * the rules of `replanInstalments` (paid parts kept, the plan's day of the month). A change and a
 * reschedule then call `replanSchedule`, which plans from the booking as locked, with the
 * operation's clock, and writes the history entry and the email's schedule.
 */
export const replanOnChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  // A write that sets the plan itself (the pay-now choice, a moved due date) is the plan.
  if (
    'paymentPlan' in data &&
    JSON.stringify(data.paymentPlan) !== JSON.stringify(originalDoc.paymentPlan)
  )
    return data
  const plan = storedPlan(originalDoc.paymentPlan)
  if (!plan || !isOpen(data.status ?? originalDoc.status)) return data
  const pick = <K extends string>(k: K) => (k in data ? data[k] : originalDoc[k])
  const eventDate = pick('eventDate') as string
  const totalCents = (pick('totalCents') as number | null) ?? 0
  if (eventDate === originalDoc.eventDate && totalCents === originalDoc.totalCents) return data
  const netPaid =
    ((pick('amountPaidCents') as number | null) ?? 0) -
    ((pick('refundedCents') as number | null) ?? 0)
  const next = replanInstalments({
    plan,
    totalCents,
    netPaidCents: netPaid,
    eventDate,
    today: todayInZone(new Date(), BUSINESS_TIME_ZONE),
  })
  return { ...data, paymentPlan: next, nextChargeOn: nextChargeOn(next, netPaid) }
}
