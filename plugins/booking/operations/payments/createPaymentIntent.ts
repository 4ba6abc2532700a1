import type { PayloadRequest } from 'payload'

import { inTransaction } from '@server-kit'

import { autopayConsentRecord, isConfirmed, isPendingPayment } from '../../core'
import type { PaymentGateway } from '../../adapters/PaymentGateway'
import { findOwnedBooking } from '../records/findOwnedBooking'
import { lockBooking } from '../records/lockBooking'
import { openIntent } from './openIntent'
import { priceInitialPayment } from './priceInitialPayment'
import { agreementOf } from '../create/signAgreement'
import { tipFor } from './tipFor'
import type { CreatePaymentIntentInput, CreatePaymentIntentResult } from '../../results'

type Args = {
  req: PayloadRequest
  input: CreatePaymentIntentInput
  now: Date
  gateway: PaymentGateway
}

/**
 * Prices what is due now on the server and creates (or re-prices) the gateway's intent for it.
 * One booking's requests run one after another: a promo applied while the deposit choice was
 * still being priced once left the booking's totals from one request and the intent's amount
 * from the other (paid $63.54 of a $254.15 booking recorded as $299.00).
 */
export function createPaymentIntent(args: Args): Promise<CreatePaymentIntentResult> {
  return inTransaction(
    args.req,
    async () => {
      await lockBooking(args.req, args.input.bookingId)
      return priceAndOpenIntent(args)
    },
    (result) => result.ok,
  )
}

async function priceAndOpenIntent(args: Args): Promise<CreatePaymentIntentResult> {
  const { req, input, now, gateway } = args
  const owned = await findOwnedBooking({ req, bookingId: input.bookingId, token: input.token })
  if (!owned.ok) return owned
  let booking = owned.booking
  let amountCents: number

  if (input.purpose === 'tip') {
    const tip = tipFor(booking, input)
    if (!tip.ok) return tip
    amountCents = tip.cents
  } else if (input.purpose === 'balance') {
    const balance = booking.remainingBalanceCents ?? 0
    if (!isConfirmed(booking.status) || balance <= 0) return { ok: false, code: 'no_balance' }
    // Part of the balance (an instalment paid early) or all of it.
    amountCents = input.amountCents ?? balance
    if (amountCents > balance) return { ok: false, code: 'amount_invalid', field: 'amountCents' }
    // A new card kept for the charges to come ("Update card") needs the customer's tick, stored
    // like the first one: without it the card pays once and automatic payments stay as they are.
    if (input.saveCard)
      booking = await req.payload.update({
        collection: 'bookings',
        id: booking.id,
        req,
        depth: 0,
        data: { autopayConsent: autopayConsentRecord(now, input.client) },
      })
  } else {
    if (isConfirmed(booking.status)) return { ok: false, code: 'already_paid' }
    if (!isPendingPayment(booking.status)) return { ok: false, code: 'not_payable' }
    // Every booking (wizard, phone, email, quote) is paid only once its owner signed the terms:
    // the wizard's old tick (termsAcceptedAt alone) is not a signature.
    if (!agreementOf(booking)) return { ok: false, code: 'terms_unsigned' }
    if (booking.holdExpiresAt && new Date(booking.holdExpiresAt) <= now)
      return { ok: false, code: 'hold_expired' }
    const priced = await priceInitialPayment({ req, booking, input, now })
    if (!priced.ok) return priced
    booking = priced.booking
    amountCents = priced.amountCents
  }

  const intent = await openIntent({
    req,
    gateway,
    booking,
    purpose: input.purpose,
    amountCents,
    paymentType: input.paymentType,
    saveCard: input.saveCard ?? false,
  })
  if (intent === 'paid') return { ok: false, code: 'already_paid' }
  if (input.purpose === 'initial')
    await req.payload.update({
      collection: 'bookings',
      id: booking.id,
      req,
      depth: 0,
      data: { paymentIntentId: intent.id },
    })
  return {
    ok: true,
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    gateway: gateway.name,
    publishableKey: gateway.publishableKey,
    amountCents,
    booking,
  }
}
