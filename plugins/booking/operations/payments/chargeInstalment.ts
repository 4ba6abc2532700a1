import { createLocalReq, type PayloadRequest } from 'payload'

import { inTransaction } from '@server-kit'
import { formatDateLong } from '@kernel'
import { BUSINESS_TIME_ZONE, todayInZone } from '@kernel/time'

import {
  autopayTurnedOffByCustomer,
  chargeDecision,
  OPEN_CHARGE_STATUSES,
  isConfirmed,
  moneyState,
  type CardOnFile,
  type ChargeNowResult,
} from '../../core'
import type { Booking, Payment } from '../../types'

import type { PaymentGateway, SavedCard } from '../../adapters/PaymentGateway'
import { applyVerified } from './applyVerified'
import type { Settled } from '../../results'
import type { BookingDocument } from '../../results'
import { lockBooking } from '../records/lockBooking'
import { notifyBooking } from '../notify/notifyBooking'
import { storedPlan } from './planFields'
import type { Actor } from '../../results'
import { recordChargeFailure } from './recordChargeFailure'
import { updateBookingWithHistory } from '../records/updateBookingWithHistory'

type Mail = {
  booking: Booking
  event: Settled['event'] | 'instalment_failed'
  documents: BookingDocument[]
}

export type ChargeOutcome =
  'paid' | 'processing' | 'declined' | 'authentication_required' | 'skipped'
/** Why staff "Charge now" charged nothing, when it is not one of the job's ordinary skips. */
export type ChargeRefusal = 'autopay_off_by_customer' | 'instalment_paid' | 'instalment_not_next'
/**
 * What was tried, for staff "Charge now" to say what happened (null when skipped). `repeated`:
 * this part's charge was made already (a second tap): it is the answer, nothing new was charged.
 */
export type ChargeDetail = {
  outcome: ChargeOutcome
  tried: ChargeNowResult | null
  repeated?: boolean
  refused?: ChargeRefusal
}

type ChargeArgs = {
  payload: PayloadRequest['payload']
  bookingId: number
  now: Date
  gateway: (req: PayloadRequest) => PaymentGateway
  /** Staff "Charge now": the part is charged even before its due date; the history names them. */
  early?: boolean
  actor?: Actor
  /**
   * Staff "Charge now": the part the screen showed. Idempotent on it: a charge of it already
   * made (open or paid) is the answer, and no other part is ever charged in its place.
   */
  instalmentId?: string
}

export const chargeInstalment = async (args: ChargeArgs): Promise<ChargeOutcome> =>
  (await chargeInstalmentDetail(args)).outcome

/**
 * Charges the booking's next due part to its saved card, off-session. Every check is made under
 * the booking's row lock in the transaction that records the money, so two servers running the
 * job at once charge it once: the second finds it paid. The gateway's idempotency key is the
 * booking, the part and the attempt, so a retried transaction never charges twice.
 */
export async function chargeInstalmentDetail(args: ChargeArgs): Promise<ChargeDetail> {
  const req = await createLocalReq({}, args.payload)
  const gateway = args.gateway(req)
  const out: {
    mail: Mail | null
    tried: ChargeNowResult | null
    repeated?: boolean
    refused?: ChargeRefusal
  } = { mail: null, tried: null }
  const outcome = await inTransaction(req, async (): Promise<ChargeOutcome> => {
    await lockBooking(req, args.bookingId)
    const booking = await req.payload.findByID({
      collection: 'bookings',
      id: args.bookingId,
      depth: 0,
      req,
    })
    const plan = storedPlan(booking.paymentPlan)
    const money = moneyState(booking)
    const card = booking.cardOnFile as (CardOnFile & SavedCard) | null
    if (args.instalmentId) {
      // A second tap (or a retried request) for this part: the charge it made is the answer.
      const made = await liveCharge(req, booking.id, args.instalmentId)
      if (made) {
        out.repeated = true
        out.tried = {
          outcome: made.outcome,
          repeated: true,
          amountCents: made.payment.amountCents,
          card: { brand: card?.brand ?? 'card', last4: card?.last4 ?? '' },
          reason: made.payment.failureMessage ?? null,
        }
        return made.outcome
      }
    }
    // The customer turned automatic payments off: staff may not charge the card until the
    // customer authorises it again (Update card, or a consent staff recorded).
    if (args.early && !booking.autopay && autopayTurnedOffByCustomer(booking.autopayConsent)) {
      out.refused = 'autopay_off_by_customer'
      return 'skipped'
    }
    if (!plan || !isConfirmed(booking.status) || !money.autopay || !card?.paymentMethodId)
      return 'skipped'
    if (args.instalmentId && money.nextInstalment?.id !== args.instalmentId) {
      const asked = money.schedule.find((p) => p.id === args.instalmentId)
      out.refused = asked?.status === 'paid' ? 'instalment_paid' : 'instalment_not_next'
      return 'skipped'
    }
    const today = todayInZone(args.now, BUSINESS_TIME_ZONE)
    const decision = chargeDecision({
      plan,
      next: money.nextInstalment,
      today,
      eventDate: booking.eventDate,
      now: args.early,
      balanceCents: money.balanceCents,
    })
    if (!decision.charge) return 'skipped'
    const { instalment, attempt } = decision
    // A charge of this part still in flight (processing, or waiting for the customer to
    // authenticate) is not paid yet: charging again would take the money twice.
    if (await hasOpenCharge(req, booking.id, instalment.id)) return 'skipped'
    const result = await gateway.chargeSaved({
      amountCents: instalment.chargeCents,
      bookingId: booking.id,
      instalmentId: instalment.id,
      idempotencyKey: `autopay-${booking.id}-${instalment.id}-${attempt}`,
      description: `${booking.reference} instalment due ${formatDateLong(instalment.dueDate)}`,
      card,
    })
    out.tried = {
      outcome: result.outcome === 'succeeded' ? 'paid' : result.outcome,
      amountCents: instalment.chargeCents,
      card: { brand: card.brand, last4: card.last4 },
      reason: result.intent.lastError,
    }
    const payment = await recordPaymentRow(req, booking, result.intent, gateway.name, instalment.id)
    if (result.outcome === 'succeeded' || result.outcome === 'processing') {
      await req.payload.create({
        collection: 'payment-events',
        data: {
          eventId: `${result.intent.status}:${result.intent.id}`,
          type: 'confirmation',
          gateway: gateway.name,
          intentId: result.intent.id,
        },
        depth: 0,
        req,
      })
      const settled = await applyVerified({
        req,
        payment,
        intent: result.intent,
        gateway,
        now: args.now,
        booking,
      })
      const after = args.actor
        ? await updateBookingWithHistory({
            req,
            booking: settled.booking,
            entry: {
              actor: args.actor,
              now: args.now,
              action: 'Charged now to the saved card',
              amountCents: instalment.chargeCents,
            },
          })
        : settled.booking
      out.mail = { booking: after, event: settled.event, documents: settled.documents }
      return result.outcome === 'succeeded' ? 'paid' : 'processing'
    }
    // Final for a decline (the retry is a new charge); an authentication request stays open:
    // the customer may still confirm it, so the part is not charged again meanwhile.
    await req.payload.update({
      collection: 'payments',
      id: payment.id,
      data:
        result.outcome === 'declined'
          ? { status: 'failed', failureMessage: result.intent.lastError?.slice(0, 500) ?? null }
          : {
              status:
                result.intent.status === 'requires_action'
                  ? 'requires_action'
                  : 'requires_payment_method',
              failureMessage: result.intent.lastError?.slice(0, 500) ?? null,
            },
      depth: 0,
      req,
    })
    const failed = await recordChargeFailure({
      req,
      booking,
      plan,
      instalment,
      attempt,
      today,
      outcome: result.outcome,
      message: result.intent.lastError,
      now: args.now,
    })
    out.mail = { booking: failed, event: 'instalment_failed', documents: [] }
    return result.outcome
  })
  // Emails after the commit: a mail server failure never undoes a charge.
  const sent = out.mail
  if (sent?.event)
    await notifyBooking({
      req,
      booking: sent.booking,
      event: sent.event,
      documents: sent.documents,
    })
  if (out.repeated) return { outcome, tried: out.tried, repeated: true }
  return {
    outcome,
    tried: outcome === 'skipped' ? null : out.tried,
    ...(out.refused ? { refused: out.refused } : {}),
  }
}

async function hasOpenCharge(req: PayloadRequest, bookingId: number, instalmentId: string) {
  const { totalDocs } = await req.payload.count({
    collection: 'payments',
    where: {
      booking: { equals: bookingId },
      instalmentId: { equals: instalmentId },
      status: { in: [...OPEN_CHARGE_STATUSES] },
    },
    req,
  })
  return totalDocs > 0
}

/** This part's latest charge that is paid or still open, with what it came to. */
async function liveCharge(
  req: PayloadRequest,
  bookingId: number,
  instalmentId: string,
): Promise<{ payment: Payment; outcome: ChargeNowResult['outcome'] } | null> {
  const { docs } = await req.payload.find({
    collection: 'payments',
    where: {
      booking: { equals: bookingId },
      instalmentId: { equals: instalmentId },
      status: { in: ['succeeded', ...OPEN_CHARGE_STATUSES] },
    },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    req,
  })
  const payment = docs[0]
  if (!payment) return null
  const outcome: ChargeNowResult['outcome'] =
    payment.status === 'succeeded'
      ? 'paid'
      : payment.status === 'processing'
        ? 'processing'
        : 'authentication_required'
  return { payment, outcome }
}

function recordPaymentRow(
  req: PayloadRequest,
  booking: Booking,
  intent: { id: string; amountCents: number; clientSecret: string | null },
  gateway: 'stripe' | 'demo',
  instalmentId: string,
): Promise<Payment> {
  return req.payload.create({
    collection: 'payments',
    req,
    depth: 0,
    data: {
      booking: booking.id,
      gateway,
      intentId: intent.id,
      purpose: 'balance',
      paymentType: booking.paymentType ?? 'plan',
      amountCents: intent.amountCents,
      status: 'requires_payment_method',
      clientSecret: intent.clientSecret,
      instalmentId,
    },
  })
}
