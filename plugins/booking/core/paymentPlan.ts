// A booking's payment plan as stored, and what it says once money has been paid: statuses are
// derived from the net paid (the parts are covered in date order), so a card, cash or e-transfer
// payment covers instalments alike and no payment has to name the instalment it paid.
import type { PayNowType, PlannedPart } from './payNow'

export type InstalmentFailure = 'declined' | 'authentication_required'
export type StoredInstalment = PlannedPart & {
  /** Stable for the charge's idempotency key: the plan's version and the part's index. */
  id: string
  /** Automatic charges tried (a decline is retried once). */
  attempts?: number
  failure?: InstalmentFailure | null
  /** When the one retry after a decline is due. */
  retryOn?: string | null
  /** The due date the 3-day notice was sent for. */
  noticeFor?: string | null
}
export type PaymentPlan = {
  version: number
  kind: PayNowType
  instalments: StoredInstalment[]
  /** The day of the month a plan's parts fall on, kept through re-plans (replanInstalments). */
  dayOfMonth?: number
}
export type InstalmentStatus = 'scheduled' | 'paid' | 'failed' | 'cancelled'
export type ScheduleEntry = {
  id: string
  dueDate: string
  amountCents: number
  status: InstalmentStatus
  /** What charging it now takes (less when part of it was already paid); 0 once paid. */
  chargeCents: number
  failure: InstalmentFailure | null
  /** When an automatic charge of it is next due (its retry date after a decline). */
  chargeOn: string
}

export const newPlan = (kind: PayNowType, parts: PlannedPart[], version = 1): PaymentPlan => ({
  version,
  kind,
  instalments: parts.map((p, i) => ({ ...p, id: `${version}.${i}` })),
})

/** The plan's parts with their statuses for a booking that has paid `netPaidCents`. */
export function scheduleOf(
  plan: PaymentPlan,
  netPaidCents: number,
  closed: boolean,
): ScheduleEntry[] {
  let through = 0
  return plan.instalments.map((p) => {
    through += p.amountCents
    const chargeCents = Math.max(0, Math.min(p.amountCents, through - netPaidCents))
    const status: InstalmentStatus =
      chargeCents === 0 ? 'paid' : closed ? 'cancelled' : p.failure ? 'failed' : 'scheduled'
    return {
      id: p.id,
      dueDate: p.dueDate,
      amountCents: p.amountCents,
      status,
      chargeCents: status === 'cancelled' ? 0 : chargeCents,
      failure: p.failure ?? null,
      chargeOn: p.retryOn ?? p.dueDate,
    }
  })
}

/** The first part not paid (a failed or scheduled one), or null. */
export const nextOpen = (schedule: ScheduleEntry[]) =>
  schedule.find((s) => s.status === 'scheduled' || s.status === 'failed') ?? null
