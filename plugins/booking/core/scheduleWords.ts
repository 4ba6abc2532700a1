// The payment schedule in words, from one place (issue 49): a customer on 10 instalments read
// "Balance $371.62 due October 8" on every page. Every screen, email and document that states
// what is owed next, or what plan was chosen, takes its sentence from here.
import { formatCad, formatDateLong } from '@kernel'

import { cardLabel } from './chargeNowMessage'
import type { CardOnFile, MoneyState } from './moneyState'
import type { PayNowType, PlannedPart } from './payNow'

const day = (date: string) => formatDateLong(date, { weekday: false })

/**
 * What is owed next: 'Next payment $34.94 on January 25, 2027 (2 of 10), automatic' on a plan,
 * 'Balance $371.62 due Friday, October 8, 2027' on a deposit; null when nothing is owed.
 */
export function nextPaymentPhrase(s: MoneyState): string | null {
  if (s.balanceCents <= 0) return null
  const next = s.nextInstalment
  if (s.planKind === 'plan' && s.schedule.length > 1 && next) {
    const of = `(${s.schedule.indexOf(next) + 1} of ${s.schedule.length})`
    if (next.status === 'failed')
      return `Payment ${formatCad(next.chargeCents)} due ${day(next.dueDate)} ${of} did not go through: please pay it`
    return `Next payment ${formatCad(next.chargeCents)} on ${day(next.chargeOn)} ${of}${s.autopay ? ', automatic' : ''}`
  }
  const due = s.balanceDueDate ?? next?.dueDate
  return `Balance ${formatCad(s.balanceCents)}${due ? ` due ${formatDateLong(due)}` : ''}`
}

/**
 * The plan as chosen, in one sentence (the wizard before paying, the agreement, the emails, the
 * manage page and the admin):
 * - plan: '10 payments: $34.96 today, then 9 monthly payments from January 25, 2027 to
 *   September 25, 2027, charged automatically to Visa ending in 4242'
 * - deposit: 'A deposit of $123.88 today; the balance of $371.62 due Friday, October 8, 2027'
 * - full: 'Paid in full today'
 * `today` names the first part's date as "today" (omit it for a record read later).
 */
export function planSentence(
  kind: PayNowType,
  parts: PlannedPart[],
  opts: { today?: string; autopayCard?: CardOnFile | null; autopay?: boolean } = {},
): string {
  const first = parts[0]
  if (!first) return ''
  const when = (d: string) => (d === opts.today ? 'today' : `on ${day(d)}`)
  if (kind === 'full' || parts.length === 1) return `Paid in full ${when(first.dueDate)}`
  const rest = parts.slice(1)
  const last = rest.at(-1)!
  if (kind === 'deposit')
    return `A deposit of ${formatCad(first.amountCents)} ${when(first.dueDate)}; the balance of ${formatCad(last.amountCents)} due ${formatDateLong(last.dueDate)}`
  const amounts = new Set(rest.map((p) => p.amountCents))
  const each = amounts.size === 1 ? ` of ${formatCad(rest[0]!.amountCents)}` : ''
  const span =
    rest.length === 1
      ? `then 1 payment${each} on ${day(last.dueDate)}`
      : `then ${rest.length} monthly payments${each} from ${day(rest[0]!.dueDate)} to ${day(last.dueDate)}`
  const auto = opts.autopayCard
    ? `, charged automatically to ${cardLabel(opts.autopayCard)}`
    : opts.autopay
      ? ', charged automatically to the card you save now'
      : ', each paid from the manage page or the emailed link'
  return `${parts.length} payments: ${formatCad(first.amountCents)} ${when(first.dueDate)}, ${span}${auto}`
}

/** The booking's plan sentence from its money state (null before a plan is stored). */
export function bookingPlanSentence(s: MoneyState): string | null {
  if (s.planKind !== 'plan' || s.schedule.length < 2) return null
  return planSentence('plan', s.schedule, { autopayCard: s.autopay ? s.cardOnFile : null })
}
