import { nextOpen, scheduleOf, type PaymentPlan } from '../../core'

/**
 * The date the charge job next has work for on this plan (a due date or a retry), or null when
 * nothing is open or the open part waits for the customer (authentication, a second decline).
 */
export function nextChargeOn(plan: PaymentPlan, netPaidCents: number): string | null {
  const next = nextOpen(scheduleOf(plan, netPaidCents, false))
  if (!next) return null
  const stored = plan.instalments.find((p) => p.id === next.id)
  if (stored?.failure === 'authentication_required' || (stored?.failure && !stored.retryOn))
    return null
  return next.chargeOn
}

/** The stored plan, when the booking has one (bookings made before plans have none). */
export const storedPlan = (value: unknown): PaymentPlan | null =>
  value && typeof value === 'object' && Array.isArray((value as PaymentPlan).instalments)
    ? (value as PaymentPlan)
    : null
