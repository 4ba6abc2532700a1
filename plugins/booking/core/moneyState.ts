// A booking's money as every screen states it: one computation, so the success page, the manage
// page, Today and the staff workspace cannot disagree (issue 37: "Deposit $113.37" when $105.29
// was paid; "Awaiting payment · Paid in full").
import { isAwaitingPayment, isCancelledOrRefunded, isConfirmed, isOpen } from './bookingStatus'
import { nextOpen, scheduleOf, type PaymentPlan, type ScheduleEntry } from './paymentPlan'

export type CardOnFile = { brand: string; last4: string }

export type MoneyBooking = {
  status?: string | null
  totalCents?: number | null
  amountPaidCents?: number | null
  refundedCents?: number | null
  paymentType?: string | null
  amountDueNowCents?: number | null
  balanceDueDate?: string | null
  changeFeeCents?: number | null
  /** The stored plan (json); absent on bookings made before plans: their balance is one part. */
  paymentPlan?: unknown
  autopay?: boolean | null
  cardOnFile?: unknown
}

/** A payment row as far as the money state needs it (received is what the gateway took). */
export type MoneyPayment = { purpose?: string | null; receivedCents?: number | null }

/** Where the booking stands, in one word each screen turns into the same sentence. */
export type MoneyStage =
  | 'awaiting_payment' // held or lapsed: not confirmed yet
  | 'balance_due' // confirmed, money still owed
  | 'paid_in_full' // confirmed, nothing owed
  | 'closed' // cancelled or refunded

export type MoneyState = {
  stage: MoneyStage
  totalCents: number
  /** Kept by a cheaper change under the cancellation terms: a line of the total. */
  changeFeeCents: number
  /** Money received, before refunds. */
  paidCents: number
  refundedCents: number
  /** Received less refunded: what the customer has paid and kept. */
  netPaidCents: number
  /** Still owed: 0 once closed. */
  balanceCents: number
  balanceDueDate: string | null
  /** Asked now on a held booking (the deposit or the full amount); 0 otherwise. */
  dueNowCents: number
  /**
   * What was taken as the deposit: the first payments (not the balance), as received. Null when
   * the customer paid in full, paid nothing yet, or the payments are not known to the caller.
   */
  depositTakenCents: number | null
  /** Every part of what is owed, with its status (issue 35): the plan, or the balance alone. */
  schedule: ScheduleEntry[]
  /** The first part not paid yet. */
  nextInstalment: ScheduleEntry | null
  /** The saved card is charged on each due date. */
  autopay: boolean
  cardOnFile: CardOnFile | null
  /** What the customer chose: 'plan' (instalments), 'deposit' or 'full'. */
  planKind: 'plan' | 'deposit' | 'full'
}

/** The money state of a booking; pass its payments to know what was taken as the deposit. */
export function moneyState(b: MoneyBooking, payments?: MoneyPayment[]): MoneyState {
  const totalCents = b.totalCents ?? 0
  const paidCents = b.amountPaidCents ?? 0
  const refundedCents = b.refundedCents ?? 0
  const netPaidCents = paidCents - refundedCents
  const closed = isCancelledOrRefunded(b.status)
  const balanceCents = isOpen(b.status) ? Math.max(0, totalCents - netPaidCents) : 0
  // A hold (running or lapsed) is awaiting payment whatever its fields say: never 'paid in full'.
  const stage: MoneyStage = closed
    ? 'closed'
    : isAwaitingPayment(b.status) || !isConfirmed(b.status)
      ? 'awaiting_payment'
      : balanceCents > 0
        ? 'balance_due'
        : 'paid_in_full'
  const initial = payments
    ?.filter((p) => p.purpose !== 'balance')
    .reduce((sum, p) => sum + (p.receivedCents ?? 0), 0)
  const depositTakenCents =
    b.paymentType === 'deposit' && initial !== undefined && initial > 0 ? initial : null
  return {
    stage,
    totalCents,
    changeFeeCents: b.changeFeeCents ?? 0,
    paidCents,
    refundedCents,
    netPaidCents,
    balanceCents,
    balanceDueDate: balanceCents > 0 ? (b.balanceDueDate ?? null) : null,
    dueNowCents: stage === 'awaiting_payment' ? (b.amountDueNowCents ?? totalCents) : 0,
    depositTakenCents,
    // Once closed, the parts paid read as paid even when the cancellation refunded part of them.
    ...scheduleState(b, closed ? paidCents : netPaidCents, closed, balanceCents),
  }
}

const isPlan = (v: unknown): v is PaymentPlan =>
  Boolean(v && typeof v === 'object' && Array.isArray((v as PaymentPlan).instalments))

function scheduleState(b: MoneyBooking, netPaid: number, closed: boolean, balance: number) {
  const card = b.cardOnFile as { brand?: string; last4?: string } | null | undefined
  const cardOnFile = card?.last4 ? { brand: card.brand ?? 'card', last4: card.last4 } : null
  const schedule = isPlan(b.paymentPlan)
    ? scheduleOf(b.paymentPlan, netPaid, closed || !isOpen(b.status))
    : balance > 0 && b.balanceDueDate
      ? [
          {
            id: 'balance',
            dueDate: b.balanceDueDate,
            amountCents: balance,
            status: 'scheduled' as const,
            chargeCents: balance,
            failure: null,
            chargeOn: b.balanceDueDate,
          },
        ]
      : []
  const chosen = isPlan(b.paymentPlan) ? b.paymentPlan.kind : b.paymentType
  return {
    schedule,
    planKind: (chosen === 'plan' || chosen === 'deposit'
      ? chosen
      : 'full') as MoneyState['planKind'],
    nextInstalment: nextOpen(schedule),
    autopay: Boolean(b.autopay && cardOnFile && !closed),
    cardOnFile,
  }
}
