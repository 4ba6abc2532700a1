// What the customer pays now: the one home of the deposit rule (at least 25% of the discounted
// total, up to all of it) and of the plan's first split. The wizard, the staff phone booking and
// a quote's page all call it; the server's answer is the one charged.
import { addDaysToDateString, daysBetweenDateStrings, formatCad, percentOf } from '@kernel'
import { allocateCents } from './allocateCents'
import { PLAN_MIN_DAYS_AHEAD, planDueDates } from './planDates'

export type PayNowType = 'full' | 'deposit' | 'plan'
export type PlannedPart = { dueDate: string; amountCents: number }
export type PayNowError = {
  code: 'deposit_too_low' | 'deposit_too_high' | 'plan_not_available' | 'payment_type_invalid'
  message: string
  field: 'amountCents' | 'paymentType'
}
export type PayNowInput = {
  totalCents: number
  paymentType: PayNowType
  /** The deposit the customer chose; the minimum when absent. */
  amountCents?: number | null
  eventDate: string
  today: string
  depositPercent: number
}
export type PayNow = {
  paymentType: PayNowType
  amountDueNowCents: number
  minimumDepositCents: number
  /** Every part in date order, the first due today; the parts sum exactly to the total. */
  parts: PlannedPart[]
}

export const planAvailable = (today: string, eventDate: string) =>
  daysBetweenDateStrings(today, eventDate) > PLAN_MIN_DAYS_AHEAD &&
  planDueDates(today, eventDate).length > 0

/** Splits `cents` over `dates` in equal parts, the odd cents on the earliest ones. */
export const splitEvenly = (cents: number, dates: string[]): PlannedPart[] =>
  allocateCents(
    cents,
    dates.map(() => 1),
  ).map((amountCents, i) => ({ dueDate: dates[i]!, amountCents }))

export function payNow(
  input: PayNowInput,
): { ok: true; value: PayNow } | { ok: false; error: PayNowError } {
  const { totalCents, paymentType, today, eventDate } = input
  const minimumDepositCents = percentOf(totalCents, input.depositPercent)
  const fail = (code: PayNowError['code'], message: string, field: PayNowError['field']) =>
    ({ ok: false, error: { code, message, field } }) as const
  if (paymentType === 'full')
    return {
      ok: true,
      value: {
        paymentType,
        amountDueNowCents: totalCents,
        minimumDepositCents,
        parts: [{ dueDate: today, amountCents: totalCents }],
      },
    }
  if (paymentType !== 'deposit' && paymentType !== 'plan')
    return fail('payment_type_invalid', 'Choose full, deposit or plan.', 'paymentType')
  const deposit = input.amountCents ?? minimumDepositCents
  if (!Number.isInteger(deposit) || deposit < minimumDepositCents)
    return fail(
      'deposit_too_low',
      `The deposit must be at least ${input.depositPercent}% of the total: ${formatCad(minimumDepositCents)} or more.`,
      'amountCents',
    )
  if (deposit > totalCents)
    return fail(
      'deposit_too_high',
      `The deposit cannot be more than the total of ${formatCad(totalCents)}.`,
      'amountCents',
    )
  const rest = totalCents - deposit
  let later: PlannedPart[] = []
  if (paymentType === 'plan') {
    if (!planAvailable(today, eventDate))
      return fail(
        'plan_not_available',
        `Payment plans are for events more than ${PLAN_MIN_DAYS_AHEAD} days away.`,
        'paymentType',
      )
    later = rest > 0 ? splitEvenly(rest, planDueDates(today, eventDate)) : []
  } else if (rest > 0) later = [{ dueDate: addDaysToDateString(eventDate, -1), amountCents: rest }]
  return {
    ok: true,
    value: {
      paymentType,
      amountDueNowCents: deposit,
      minimumDepositCents,
      parts: [{ dueDate: today, amountCents: deposit }, ...later],
    },
  }
}
