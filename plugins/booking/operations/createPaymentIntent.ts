import type { PayloadRequest } from 'payload'

import type { Failure } from '@server-kit'

import type { Booking, Payment } from '../types'

import type { PaymentType } from '../core'
import { isPaidStatus, type PaymentGateway } from '../adapters/PaymentGateway'
import type { BookingErrorCode } from '../messages'
import type { BookingSnapshot } from '../presenters/bookingSnapshot'
import { findOwnedBooking } from './findOwnedBooking'
import { repriceBooking } from './repriceBooking'

export type CreatePaymentIntentInput = {
  bookingId: number
  token: string
  paymentType: PaymentType
  promoCode?: string | null
  purpose: 'initial' | 'balance'
}
export type CreatePaymentIntentResult =
  | {
      ok: true
      clientSecret: string
      paymentIntentId: string
      gateway: 'stripe' | 'demo'
      publishableKey: string | null
      amountCents: number
      booking: Booking
    }
  | Failure<BookingErrorCode>

const OPEN = ['requires_payment_method', 'requires_confirmation', 'requires_action']

/** Prices what is due now on the server and creates (or re-prices) the gateway's intent for it. */
export async function createPaymentIntent(args: {
  req: PayloadRequest
  input: CreatePaymentIntentInput
  now: Date
  gateway: PaymentGateway
}): Promise<CreatePaymentIntentResult> {
  const { req, input, now, gateway } = args
  const owned = await findOwnedBooking({ req, bookingId: input.bookingId, token: input.token })
  if (!owned.ok) return owned
  let booking = owned.booking
  let amountCents: number

  if (input.purpose === 'balance') {
    if (booking.status !== 'confirmed' || (booking.remainingBalanceCents ?? 0) <= 0)
      return { ok: false, code: 'no_balance' }
    amountCents = booking.remainingBalanceCents ?? 0
  } else {
    if (booking.status === 'confirmed') return { ok: false, code: 'already_paid' }
    if (booking.status !== 'pending_payment') return { ok: false, code: 'not_payable' }
    if (booking.holdExpiresAt && new Date(booking.holdExpiresAt) <= now)
      return { ok: false, code: 'hold_expired' }
    const priced = await repriceBooking({
      req,
      booking,
      paymentType: input.paymentType,
      promoCode: input.promoCode,
      now,
    })
    if (!priced.ok) return { ok: false, ...priced.error }
    const t = priced.totals
    amountCents = t.amountDueNowCents
    booking = await req.payload.update({
      collection: 'bookings',
      id: booking.id,
      req,
      depth: 0,
      data: {
        paymentType: input.paymentType,
        promoCode: t.promoCode,
        discountCents: t.discountCents,
        totalCents: t.totalCents,
        depositCents: t.depositCents,
        amountDueNowCents: t.amountDueNowCents,
        remainingBalanceCents: t.remainingBalanceCents,
        snapshot: { ...(booking.snapshot as BookingSnapshot), lines: t.lines },
      },
    })
  }

  const intent = await openIntent({
    req,
    gateway,
    booking,
    purpose: input.purpose,
    amountCents,
    paymentType: input.paymentType,
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

/** Reuses the booking's open intent (re-pricing it) or creates one, keyed so retries never duplicate. */
async function openIntent(args: {
  req: PayloadRequest
  gateway: PaymentGateway
  booking: Booking
  purpose: 'initial' | 'balance'
  amountCents: number
  paymentType: PaymentType
}) {
  const { req, gateway, booking, purpose, amountCents } = args
  const { docs, totalDocs } = await req.payload.find({
    collection: 'payments',
    where: { and: [{ booking: { equals: booking.id } }, { purpose: { equals: purpose } }] },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    req,
    showHiddenFields: true,
  })
  const last: Payment | undefined = docs[0]
  if (last && last.gateway === gateway.name && last.status !== 'canceled') {
    const current = await gateway.retrieveIntent(last.intentId)
    // Money already on its way for this booking: never open a second charge.
    if (current && isPaidStatus(current.status)) return 'paid' as const
    if (current && OPEN.includes(current.status)) {
      const updated =
        current.amountCents === amountCents
          ? current
          : await gateway.updateAmount(current.id, amountCents)
      await req.payload.update({
        collection: 'payments',
        id: last.id,
        req,
        depth: 0,
        data: { amountCents, paymentType: args.paymentType, promoCode: booking.promoCode },
      })
      return { id: updated.id, clientSecret: updated.clientSecret ?? last.clientSecret ?? '' }
    }
  }
  const intent = await gateway.createIntent({
    amountCents,
    bookingId: booking.id,
    purpose,
    idempotencyKey: `booking-${booking.id}-${purpose}-${totalDocs + 1}-${amountCents}`,
    description: `${booking.reference} ${purpose === 'balance' ? 'balance' : 'booking'} — ${booking.eventDate}`,
    receiptEmail: booking.email,
  })
  await req.payload.create({
    collection: 'payments',
    req,
    depth: 0,
    data: {
      booking: booking.id,
      gateway: gateway.name,
      intentId: intent.id,
      purpose,
      paymentType: args.paymentType,
      promoCode: booking.promoCode,
      amountCents,
      status: 'requires_payment_method',
      clientSecret: intent.clientSecret,
    },
  })
  return { id: intent.id, clientSecret: intent.clientSecret ?? '' }
}
