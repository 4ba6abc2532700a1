// Whether the schedule job charges a booking's next part today, and what a failure does to the
// plan: a decline is retried once, 2 days later and never after the event has started; a card
// that needs the customer to authenticate waits for them.
import { addDaysToDateString } from '@kernel'
import type { InstalmentFailure, PaymentPlan, ScheduleEntry, StoredInstalment } from './paymentPlan'

export const RETRY_AFTER_DAYS = 2

/**
 * A stored charge of a part not final yet: the bank may still take it (processing), or waits for
 * the customer (an authentication request leaves it requires_action, or requires_payment_method
 * at Stripe). Another charge of that part would take the money twice. (A gateway's
 * requires_confirmation is stored as requires_payment_method, the payments' own value; a decline
 * is stored failed, and the retry after it is a new charge.)
 */
export const OPEN_CHARGE_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
] as const

export type ChargeDecision =
  | { charge: true; instalment: ScheduleEntry; attempt: number }
  | { charge: false; reason: 'nothing_due' | 'not_yet' | 'event_started' | 'waiting_for_customer' }

export function chargeDecision(args: {
  plan: PaymentPlan
  next: ScheduleEntry | null
  today: string
  eventDate: string
  /** Staff "Charge now": before its date, and after a failure. */
  now?: boolean
  /** What is still owed: a part is never charged above it, whatever the stored plan says. */
  balanceCents?: number
}): ChargeDecision {
  const { plan, today, eventDate } = args
  const due = args.next && Math.min(args.next.chargeCents, args.balanceCents ?? Infinity)
  if (!args.next || !due || due <= 0) return { charge: false, reason: 'nothing_due' }
  const next = { ...args.next, chargeCents: due }
  if (today >= eventDate) return { charge: false, reason: 'event_started' }
  const stored = plan.instalments.find((p) => p.id === next.id)
  const attempts = stored?.attempts ?? 0
  if (args.now) return { charge: true, instalment: next, attempt: attempts + 1 }
  if (stored?.failure === 'authentication_required' || (stored?.failure && !stored.retryOn))
    return { charge: false, reason: 'waiting_for_customer' }
  if (next.chargeOn > today) return { charge: false, reason: 'not_yet' }
  return { charge: true, instalment: next, attempt: attempts + 1 }
}

/** The plan once part `id` failed on `today`: a first decline gets one retry before the event. */
export function withFailure(
  plan: PaymentPlan,
  id: string,
  failure: InstalmentFailure,
  attempt: number,
  today: string,
  eventDate: string,
): PaymentPlan {
  const retry = addDaysToDateString(today, RETRY_AFTER_DAYS)
  const retryOn = failure === 'declined' && attempt === 1 && retry < eventDate ? retry : null
  return patchInstalment(plan, id, { failure, attempts: attempt, retryOn })
}

export const patchInstalment = (
  plan: PaymentPlan,
  id: string,
  patch: Partial<StoredInstalment>,
): PaymentPlan => ({
  ...plan,
  instalments: plan.instalments.map((p) => (p.id === id ? { ...p, ...patch } : p)),
})

/** A new card (or the customer's fresh consent) clears the failures: charges start again. */
export const clearFailures = (plan: PaymentPlan): PaymentPlan => ({
  ...plan,
  instalments: plan.instalments.map(({ failure: _f, retryOn: _r, attempts: _a, ...p }) => p),
})
