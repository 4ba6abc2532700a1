// A payment plan that survives changes (issue 48): after a booking change (a new total) or a
// reschedule (a new event date), the parts already paid stay exactly as they were and only what is
// left is planned again, on the plan's own day of the month, in date order, never two parts on one
// date, ending no later than the plan's end rule (14 days before the event).
import { addDaysToDateString, addMonthsToDateString, formatCad, formatDateLong } from '@kernel'
import { LAST_INSTALMENT_DAYS_BEFORE } from './planDates'
import { splitEvenly } from './payNow'
import { scheduleOf, type PaymentPlan, type StoredInstalment } from './paymentPlan'

const pad = (n: number) => String(n).padStart(2, '0')
const dayOf = (date: string) => Number(date.slice(8, 10))

/**
 * The dates on `day` of each month (the month's last day when it is shorter) from `from` to `to`,
 * both included, ascending.
 */
export function datesOnDayOfMonth(day: number, from: string, to: string): string[] {
  if (from > to) return []
  const anchor = `2000-01-${pad(Math.min(31, Math.max(1, day)))}` // January has all 31 days
  const [y, m] = from.split('-').map(Number) as [number, number]
  const dates: string[] = []
  for (let k = (y - 2000) * 12 + (m - 1); ; k++) {
    const date = addMonthsToDateString(anchor, k)
    if (date > to) return dates
    if (date >= from) dates.push(date)
  }
}

/**
 * The plan's day of the month: stored with a re-planned plan, else the day of its last part (the
 * monthly dates step back from it), else the day its end rule gives for the event.
 */
export function planDayOfMonth(plan: PaymentPlan, eventDate: string): number {
  if (plan.dayOfMonth) return plan.dayOfMonth
  const last = plan.instalments.at(-1)
  if (plan.kind === 'plan' && plan.instalments.length > 1 && last) return dayOf(last.dueDate)
  return dayOf(addDaysToDateString(eventDate, -LAST_INSTALMENT_DAYS_BEFORE))
}

export type ReplanInput = {
  plan: PaymentPlan
  /** What the booking now costs in all (the new total owed). */
  totalCents: number
  /** What has been paid, net of refunds: it covers the parts in date order. */
  netPaidCents: number
  eventDate: string
  today: string
  /** The plan's day of the month; `planDayOfMonth` when absent. */
  dayOfMonth?: number
}

/** The parts fully covered by `paidCents`, in date order (they stay as they were). */
function paidPrefix(parts: StoredInstalment[], paidCents: number): number {
  let through = 0
  let k = 0
  while (k < parts.length && through + parts[k]!.amountCents <= paidCents) {
    through += parts[k]!.amountCents
    k++
  }
  return k
}

/**
 * Plans the rest of the booking's payments again:
 * - the parts paid stay as they were (ids, dates, amounts); money paid early on the next part
 *   counts toward it (the part is charged less), it never adds a part;
 * - a booking not paid yet keeps its first part (the deposit due at booking);
 * - what is left is spread evenly (odd cents first) over the plan's day of the month, from the
 *   later of today, the day after the last part kept and the old next due date (a change never
 *   brings the next payment sooner), to 14 days before the event; when that day no longer fits,
 *   one part on the last day the rule allows (or the first day possible);
 * - a deposit or full payment's rest is one part the day before the event;
 * - the parts sum to the total (to what was paid when that is more), in strictly ascending dates.
 * The same plan (same version, ids and failures) comes back when nothing would change.
 */
export function replanInstalments(input: ReplanInput): PaymentPlan {
  const { plan, eventDate, today } = input
  const parts = plan.instalments
  const total = Math.max(0, input.totalCents)
  const paidCount = paidPrefix(parts, Math.max(0, input.netPaidCents))
  const fixed: StoredInstalment[] =
    paidCount > 0
      ? parts.slice(0, paidCount)
      : parts[0]
        ? [{ ...parts[0], amountCents: Math.min(parts[0].amountCents, total) }]
        : []
  const fixedCents = fixed.reduce((s, p) => s + p.amountCents, 0)
  const open = total - fixedCents
  const lastFixed = fixed.at(-1)?.dueDate
  const oldNext = parts[fixed.length]?.dueDate
  let start =
    lastFixed && addDaysToDateString(lastFixed, 1) > today
      ? addDaysToDateString(lastFixed, 1)
      : today
  const day = input.dayOfMonth ?? planDayOfMonth(plan, eventDate)
  let dates: string[]
  if (open <= 0) dates = []
  else if (plan.kind === 'plan') {
    const end = addDaysToDateString(eventDate, -LAST_INSTALMENT_DAYS_BEFORE)
    if (oldNext && oldNext <= end && oldNext > start) start = oldNext
    dates = datesOnDayOfMonth(day, start, end)
    if (!dates.length) dates = [end >= start ? end : start]
  } else {
    const dayBefore = addDaysToDateString(eventDate, -1)
    dates = [dayBefore >= start ? dayBefore : start]
  }
  // Never a part of 0 cents: a few cents left go on the first dates.
  const rest = open > 0 ? splitEvenly(open, dates.slice(0, open)) : []
  const before = parts.slice(fixed.length)
  const same =
    fixed.every((p, i) => p.amountCents === parts[i]!.amountCents) &&
    rest.length === before.length &&
    rest.every(
      (p, i) => p.dueDate === before[i]!.dueDate && p.amountCents === before[i]!.amountCents,
    )
  if (same) return plan
  const version = plan.version + 1
  return {
    ...plan,
    version,
    ...(plan.kind === 'plan' ? { dayOfMonth: day } : {}),
    instalments: [...fixed, ...rest.map((p, i) => ({ ...p, id: `${version}.${i}` }))],
  }
}

/** Whether two plans ask for the same payments (dates and amounts), whatever their versions. */
export const sameSchedule = (a: PaymentPlan | null, b: PaymentPlan | null) =>
  JSON.stringify(a?.instalments.map((p) => [p.dueDate, p.amountCents]) ?? null) ===
  JSON.stringify(b?.instalments.map((p) => [p.dueDate, p.amountCents]) ?? null)

/** The history action of a re-planned schedule; its note lists the parts still to pay. */
export const SCHEDULE_CHANGED_ACTION = 'Payment schedule changed'

/** 'Thursday, February 25, 2027: $254.50; …': the parts still to pay, for history and email. */
export function openPartsNote(plan: PaymentPlan, netPaid: number): string {
  return scheduleOf(plan, netPaid, false)
    .filter((p) => p.chargeCents > 0)
    .map((p) => `${formatDateLong(p.dueDate)}: ${formatCad(p.chargeCents)}`)
    .join('; ')
}
